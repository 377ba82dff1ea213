import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { carrierLoan } from '../../test/loan-fixture';
import { renderInApp } from '../../test/render';
import { OwnLoanCard } from './own-loan-card';
import { moraSchedule as schedule } from './mora-schedule.fixture';

vi.mock('./own-loan-schedule', () => ({
  useOwnLoanSchedule: () => ({ data: schedule, isPending: false }),
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
    expect(overdue?.textContent).toContain('Abonado: 4,0000 ₽');
    // Only the overdue installment is marked; the next one is pending.
    expect(container.querySelectorAll('li[data-overdue]')).toHaveLength(1);
    expect(container.querySelectorAll('li')[1]?.textContent).toContain('Pendiente');
  });

  it('shows ₽ from the API, Bs at the current rate, and the granted and paid Bs as stored', async () => {
    await render(<OwnLoanCard loan={loan} rate={40} />);
    expect(text()).toContain('21,5000 ₽860,00 Bs'); // amount to pay: 21.5 × 40
    expect(text()).toContain('20,0000 ₽700,00 Bs'); // granted: the stored Bs, not 20 × 40
    expect(text()).toContain('Pagado4,0000 ₽160,00 Bs'); // paid: the Bs of the payments
    expect(text()).toContain('10,0000 ₽400,00 Bs'); // per installment
    expect(text()).not.toContain('Saldo a favor');
  });

  it("shows a credit as 'Saldo a favor', and no mora once paid", async () => {
    await render(<OwnLoanCard loan={{ ...loan, status: 'Pagado', isMora: false, credit: 2.5 }} rate={40} />);
    expect(text()).toContain('Saldo a favor2,5000 ₽100,00 Bs');
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
