import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConfigWarning } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionChoices } from '../../lib/session-choices';
import { renderInApp } from '../../test/render';
import ConfigWarningsBanner from './config-warnings-banner';

const warnings: ConfigWarning[] = [
  {
    id: 'payment-placeholders',
    message:
      'Los datos bancarios para los pagos son los de ejemplo: configure PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_HOLDER, PAYMENT_ACCOUNT_NUMBER y PAYMENT_RIF.',
  },
  { id: 'jwt-secret-missing', message: 'DATABASE_URL está configurada sin JWT_SECRET: …' },
];

/** The banner as a page of the back-office mounts it, with the server answering `answer`. */
async function render(answer: ConfigWarning[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const { container } = await renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigWarningsBanner />
    </QueryClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

const banner = (container: HTMLElement) => container.querySelector('[aria-label="Configuración pendiente"]');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the configuration banner', () => {
  it('lists every warning the server gives', async () => {
    const container = await render(warnings);
    expect(banner(container)?.textContent).toContain(warnings[0]!.message);
    expect(banner(container)?.textContent).toContain(warnings[1]!.message);
  });

  it('shows nothing when the configuration is complete', async () => {
    expect(banner(await render([]))).toBeNull();
  });

  it('once dismissed stays hidden for the session, and comes back at the next sign-in', async () => {
    let container = await render(warnings);
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Ocultar este aviso"]')!;
    await act(async () => close.click());
    expect(banner(container)).toBeNull();

    container = await render(warnings);
    expect(banner(container)).toBeNull();

    forgetSessionChoices(); // what signing in again does
    container = await render(warnings);
    expect(banner(container)).not.toBeNull();
  });
});
