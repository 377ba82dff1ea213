import { proposeLoan, type CreditRequest, type LoanData } from '@app/domain';
import { act, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderInApp, type Rendered } from '../../test/render';
import { leave, typeInto } from '../../test/type-into';
import { ApproveRequestForm } from './approve-request-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// The rate and the newest rule as the queries hand them over: undefined while loading.
const server = vi.hoisted(() => ({
  rate: undefined as { amount: number; created: string } | null | undefined,
  rule: undefined as { amountInPetro: number; amountBs: number; rate: number } | null | undefined,
}));
vi.mock('../prices/get-last-price', () => ({
  useLastPrice: () => ({
    data: server.rate,
    isPending: server.rate === undefined,
    isSuccess: server.rate !== undefined,
  }),
}));
vi.mock('../rules/get-last-rule', () => ({
  useLastRule: () => ({
    data: server.rule,
    isPending: server.rule === undefined,
    isSuccess: server.rule !== undefined,
  }),
}));

const request: CreditRequest = {
  id: 7,
  created: '2026-11-20T14:00:00.000Z',
  status: 'Por revisar',
  amount: 34.2603,
  amountBsRequested: 1250.5,
  rate: 36.5,
  dni: '20111222',
  affiliate: {
    id: 3,
    firstNames: 'María José',
    lastNames: 'Pérez',
    dni: '20111222',
    email: 'maria@example.com',
    phoneNumber: '+584141234501',
  },
};

let container: HTMLElement;
let rerender: Rendered['rerender'];

async function render(ui: ReactNode) {
  ({ container, rerender } = await renderInApp(ui));
}

const field = (name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const values = () => ({
  amount: field('amount').value,
  feeNumbers: field('feeNumbers').value,
  creditDays: field('creditDays').value,
});

/** Types in a field, leaving the one before it as a user would. */
async function type(name: string, value: string) {
  if (document.activeElement instanceof HTMLElement) await leave(document.activeElement);
  await typeInto(field(name), value);
}

const form = (onSubmit = vi.fn(async (_data: LoanData) => {})) => (
  <ApproveRequestForm request={request} onSubmit={onSubmit} onCancel={vi.fn()} />
);

// The rate went from 36.5 (the request's) to 40; the rule is 500 Bs typed at 40.
const rate40 = { amount: 40, created: '2026-11-21T13:05:00.000Z' };
const rule500 = { amountInPetro: 12.5, amountBs: 500, rate: 40 };
beforeEach(() => {
  server.rate = rate40;
  server.rule = rule500;
});

describe('loan registration form', () => {
  it('starts at 1 installment and 30 days, then fills in the proposal once the rate and the rule arrive', async () => {
    server.rate = undefined;
    server.rule = undefined;
    await render(form());
    expect(values()).toEqual({ amount: '', feeNumbers: '1', creditDays: '30' });

    server.rate = rate40;
    server.rule = rule500;
    await rerender(form());

    // The same function the server uses: 1250.50 Bs typed at 36.5 is 1370.41 Bs at 40; 500 Bs per installment → 3.
    const proposal = proposeLoan({ bs: request.amountBsRequested, rate: request.rate }, 40, {
      bs: 500,
      rate: 40,
    });
    expect(proposal).toEqual({ amountBs: 1370.41, feeNumbers: 3, creditDays: 90 });
    // Written es-VE, as every amount a person reads.
    await vi.waitFor(() =>
      expect(values()).toEqual({ amount: '1.370,41', feeNumbers: '3', creditDays: '90' }),
    );
  });

  it('proposes exactly the Bs typed while the rate holds, and names the rate it converts at', async () => {
    // 250 000 Bs at 1 234.5678 is 202.5000 ₽, and 202.5000 ₽ × 1 234.5678 = 249 999.98 Bs.
    const typed = { ...request, amount: 202.5, amountBsRequested: 250_000, rate: 1234.5678 };
    server.rate = { amount: 1234.5678, created: '2026-11-20T13:05:00.000Z' };
    await render(<ApproveRequestForm request={typed} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(values().amount).toBe('250.000,00');
    expect(container.textContent).toContain('Propuesto: lo solicitado, 250.000,00 Bs.');
    expect(container.querySelector('[data-rate-in-use]')!.textContent).toBe(
      // Registered on a day before today: it says whose day's rate it is.
      'Tasa vigente (del 20/11/2026): 1 ₽ = 1.234,5678 Bs (registrada el 20/11/2026 09:05)',
    );
  });

  it('proposes 1 installment when no rule is registered', async () => {
    server.rule = null;
    await render(form());
    expect(values()).toEqual({ amount: '1.370,41', feeNumbers: '1', creditDays: '30' });
  });

  it('installments follow the amount and days follow installments, until the admin types them', async () => {
    await render(form());
    // Unreadable text is no amount to follow: the proposal's installments stay.
    await type('amount', '1.23.4');
    expect(values()).toEqual({ amount: '1.23.4', feeNumbers: '3', creditDays: '90' });

    await type('amount', '2.600');
    expect(values()).toEqual({ amount: '2.600', feeNumbers: '6', creditDays: '180' });

    // Leaving the amount writes it es-VE.
    await type('feeNumbers', '4');
    expect(values()).toEqual({ amount: '2.600,00', feeNumbers: '4', creditDays: '120' });

    await type('amount', '1000');
    expect(values()).toEqual({ amount: '1000', feeNumbers: '4', creditDays: '120' });

    await type('creditDays', '100');
    await type('feeNumbers', '2');
    expect(values()).toEqual({ amount: '1.000,00', feeNumbers: '2', creditDays: '100' });
  });

  it("sends the fields and puts the API's 'loanData.x' messages under them", async () => {
    const tooSmall = 'El monto es muy pequeño para ese número de cuotas.';
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError(tooSmall, 400, { 'loanData.amount': tooSmall })),
    );
    await render(form(onSubmit));
    await type('reasonForAdmission', 'Reparación del motor');
    await act(async () => container.querySelector('form')!.requestSubmit());

    await vi.waitFor(() => expect(container.textContent).toContain(tooSmall));
    expect(onSubmit).toHaveBeenCalledWith({
      reasonForAdmission: 'Reparación del motor',
      amount: 1370.41,
      feeNumbers: 3,
      creditDays: 90,
    });
    expect(field('amount').getAttribute('aria-invalid')).toBe('true');
  });
});
