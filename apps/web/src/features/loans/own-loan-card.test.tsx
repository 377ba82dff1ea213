import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { carrierLoan } from '../../test/loan-fixture';
import { renderInApp } from '../../test/render';
import { OwnLoanCard } from './own-loan-card';
import { moraSchedule as schedule } from './mora-schedule.fixture';

// As TanStack Query does: a disabled query has no data.
vi.mock('./own-loan-schedule', () => ({
  useOwnLoanSchedule: (_id: number, enabled = true) => ({
    data: enabled ? schedule : undefined,
    isPending: false,
  }),
}));

// Granted at 35 Bs/₽; the current rate is 40.
const loan = carrierLoan();

let container: HTMLElement;

async function render(ui: ReactNode) {
  ({ container } = await renderInApp(ui));
}

const text = () => document.body.textContent ?? '';

describe('a carrier loan card', () => {
  it('shows mora plainly: the red badge, the overdue installment and its penalty', async () => {
    await render(<OwnLoanCard loan={loan} rate={40} />);
    expect(text()).toContain('En mora');
    const overdue = container.querySelector('li[data-overdue]');
    expect(overdue?.textContent).toContain('Cuota 1');
    expect(overdue?.textContent).toContain('Vence 01/10/2026');
    expect(overdue?.textContent).toContain('Vencida');
    expect(overdue?.textContent).toContain('Recargo por mora: 1,5000 ₽');
    expect(overdue?.textContent).toContain('Pagado: 4,0000 ₽');
    // What is left of it is owed now: at today's rate (40), in proportion to the Bs granted.
    expect(overdue?.textContent).toContain('Falta 7,5000 ₽ · 300,00 Bs a la tasa de hoy');
    // Only the overdue installment is marked; the next one is pending.
    expect(container.querySelectorAll('li[data-overdue]')).toHaveLength(1);
    expect(container.querySelectorAll('li')[1]?.textContent).toContain('Pendiente');
  });

  it("shows amounts as they happened, and only what is still owed at today's rate, said so", async () => {
    await render(<OwnLoanCard loan={loan} rate={40} />);
    expect(text()).toContain('Monto a pagar21,5000 ₽752,50 Bs'); // at the loan's own rate: 21,5 × 700 ÷ 20
    expect(text()).toContain('Monto otorgado20,0000 ₽700,00 Bs'); // the Bs disbursed, not 20 × 40
    expect(text()).toContain('Pagado4,0000 ₽160,00 Bs'); // the Bs of the payments
    expect(text()).toContain('Saldo17,5000 ₽700,00 Bsa la tasa de hoy'); // owed now: 17,5 × 40
    expect(text()).toContain('Monto por cuota10,0000 ₽350,00 Bs'); // at the loan's own rate
    expect(text()).not.toContain('Saldo a favor');
  });

  it("shows a credit as 'Saldo a favor', and no mora once paid", async () => {
    await render(<OwnLoanCard loan={{ ...loan, status: 'Pagado', isMora: false, credit: 2.5 }} rate={40} />);
    expect(text()).toContain('Saldo a favor2,5000 ₽');
    // Nothing is owed: no balance priced at today's rate.
    expect(text()).not.toContain('a la tasa de hoy');
    expect(text()).toContain('Pagado');
    expect(text()).not.toContain('En mora');
    // A paid loan's schedule waits until asked for.
    expect(text()).not.toContain('Cuota 1');
  });

  it("opens 'Pagos' with the history: amount Bs, confirmation code and date", async () => {
    await render(<OwnLoanCard loan={loan} rate={40} />);
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Pagos'));
    // The modal's code arrives on demand: loaded here, it shows once its lazy boundary settles.
    await import('./own-loan-payments-modal');
    await act(async () => button!.click());
    await act(async () => {});
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Pagos');
    expect(dialog?.textContent).toContain('160,00 Bs');
    expect(dialog?.textContent).toContain('00123456');
    expect(dialog?.textContent).toContain('15/09/2026');
  });
});
