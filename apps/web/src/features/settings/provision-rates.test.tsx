import {
  PROVISION_BUCKETS,
  provisionBucketLabels,
  provisionRateMessages,
  type ProvisionRateItem,
  type ProvisionRatesBody,
} from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import { ProvisionRates } from './provision-rates';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const percents = [1, 5, 10, 25, 50, 100];
const saved: ProvisionRateItem[] = PROVISION_BUCKETS.map(({ bucket }, i) => ({
  bucket,
  label: provisionBucketLabels[bucket],
  percent: percents[i]!,
}));

async function render(role: 'Gerente' | 'Cajero') {
  const page = await renderPage(
    <ProvisionRates />,
    { route: '/backoffice/panel/configuracion', url: '/backoffice/panel/configuracion' },
    (url) => (url === '/api/auth/me' ? jsonResponse(administratorMe(role)) : jsonResponse(saved)),
  );
  const puts = () =>
    (page.fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init!.body)) as ProvisionRatesBody);
  return { ...page, puts };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the provision percentages in Configuración', () => {
  it('shows them read-only without settings.write', async () => {
    const { container } = await render('Cajero');
    expect(container.textContent).toContain('Más de 180 días de atraso: 100,00 %');
    expect(container.querySelectorAll('input')).toHaveLength(0);
  });

  it('takes a percentage typed es-VE and saves every bucket', async () => {
    const { container, puts } = await render('Gerente');
    const current = container.querySelector<HTMLInputElement>('input[name="current"]')!;
    expect(current.value).toBe('1,00');
    await typeInto(current, '1,25');
    await leave(current);
    const save = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Guardar porcentajes',
    )!;
    await act(async () => save.click());
    await settle();
    expect(puts()).toEqual([
      { current: 1.25, '1-30': 5, '31-60': 10, '61-90': 25, '91-180': 50, '180+': 100 },
    ]);
    expect(notifySuccess).toHaveBeenCalledWith(provisionRateMessages.saved);
  });
});
