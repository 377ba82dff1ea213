import { authorizationActions, type AuthorizationRules } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import { FourEyesRules } from './four-eyes-rules';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const saved: AuthorizationRules = {
  rules: authorizationActions.map((action) => ({
    action,
    enabled: action === 'loan.writeoff',
    threshold: action === 'loan.writeoff' ? 100 : null,
  })),
};

async function render(role: 'Gerente' | 'Cajero') {
  const page = await renderPage(
    <FourEyesRules />,
    { route: '/backoffice/panel/configuracion', url: '/backoffice/panel/configuracion' },
    (url, init) =>
      url === '/api/auth/me'
        ? jsonResponse(administratorMe(role))
        : jsonResponse(init?.method === 'PUT' ? { ...saved, message: 'ok' } : saved),
  );
  const puts = () =>
    (page.fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init!.body)) as AuthorizationRules);
  return { ...page, puts };
}

const switchOf = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) =>
    input.closest('.mantine-Switch-root')?.textContent?.includes(label),
  )!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the four-eyes rules in Configuración', () => {
  it('shows them read-only without settings.write', async () => {
    const { container } = await render('Cajero');
    expect(switchOf(container, 'Castigar préstamo').checked).toBe(true);
    expect(switchOf(container, 'Castigar préstamo').disabled).toBe(true);
    expect(container.textContent).toContain('Espera autorización desde');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
      'Guardar reglas',
    );
  });

  it('turns a rule on with its threshold, typed es-VE, and saves every rule', async () => {
    const { container, puts } = await render('Gerente');
    await act(async () => switchOf(container, 'Registrar egreso').click());
    const thresholds = container.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])');
    // In the catalogue's order: the expense's threshold is the fourth field.
    const expense = thresholds[3]!;
    await typeInto(expense, '1.500,5');
    await leave(expense);
    const save = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Guardar reglas')!;
    await act(async () => save.click());
    await settle();
    expect(puts()[0]!.rules.find((r) => r.action === 'expense.create')).toEqual({
      action: 'expense.create',
      enabled: true,
      threshold: 1500.5,
    });
    expect(puts()[0]!.rules).toHaveLength(authorizationActions.length);
  });
});
