import { addDays, businessDate, formatDay, type InstallmentView, type Loan } from '@app/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { NextInstallmentCard } from './next-installment-card';

const today = businessDate();
let schedule: InstallmentView[] = [];
vi.mock('./own-loan-schedule', () => ({
  useOwnLoanSchedule: () => ({ data: schedule, isPending: false }),
}));

/** Two installments of 10 ₽: the first paid, the second `dueIn` days from today with 4 ₽ of it paid. */
const withSecondDueIn = (dueIn: number, penalty = 0): InstallmentView[] => [
  {
    number: 1,
    dueDate: addDays(today, dueIn - 30),
    amount: 10,
    penalty: 0,
    owed: 10,
    paid: 10,
    fullyPaid: true,
    overdue: false,
  },
  {
    number: 2,
    dueDate: addDays(today, dueIn),
    amount: 10,
    penalty,
    owed: 10 + penalty,
    paid: 4,
    fullyPaid: false,
    overdue: dueIn < 0,
  },
];

const loan: Loan = {
  id: 9,
  date: addDays(today, -60),
  created: '2026-09-01T14:00:00.000Z',
  reasonForAdmission: 'Reparación del motor',
  carrier: { id: 2, firstNames: 'Ana', lastNames: 'Pérez', dni: '20111222', line: 'Línea Centro' },
  amountPay: 20,
  amountAwarded: 20,
  amountAwardedInBs: 800,
  // Granted at today's rate: its Bs are ₽ × 40.
  rate: 40,
  feeNumbers: 2,
  feePaid: 1,
  totalPayFees: 10,
  creditDays: 60,
  status: 'Por pagar',
  isMora: false,
  paidTotal: 14,
  paidTotalBs: 560,
  credit: 0,
  paymentHistory: [],
};

async function render() {
  const { container } = await renderInApp(<NextInstallmentCard loan={loan} rate={40} />, { route: '/' });
  return container.querySelector<HTMLElement>('section[aria-label="Próxima cuota"]');
}

const dueText = (card: HTMLElement) => card.querySelector<HTMLElement>('[data-due-text]')!;

beforeEach(() => {
  schedule = [];
});

describe('the Próxima cuota card', () => {
  it('shows the first installment not covered, what is left of it in ₽ and Bs, and the days until it is due', async () => {
    schedule = withSecondDueIn(5);
    const card = (await render())!;
    expect(card.textContent).toContain('Próxima cuota');
    expect(card.textContent).toContain('Cuota 2');
    expect(card.textContent).toContain(`vence el ${formatDay(addDays(today, 5))}`);
    const amount = card.querySelector('[data-next-amount]')!.textContent;
    expect(amount).toContain('6,0000 ₽');
    expect(amount).toContain('240,00 Bs');
    expect(dueText(card).textContent).toBe('vence en 5 días');
    expect(dueText(card).style.color).not.toContain('red');
    expect(card.hasAttribute('data-late')).toBe(false);
    const report = card.querySelector('a')!;
    expect(report.textContent).toBe('Reportar pago');
    expect(report.getAttribute('href')).toBe('/panel/agregar-pago');
  });

  it('says how many days late in red, with the penalty in what is owed', async () => {
    schedule = withSecondDueIn(-12, 1.5);
    const card = (await render())!;
    expect(dueText(card).textContent).toBe('12 días de atraso');
    expect(dueText(card).style.color).toContain('red');
    expect(card.hasAttribute('data-late')).toBe(true);
    // 10 + 1,5 of penalty − 4 paid.
    expect(card.querySelector('[data-next-amount]')!.textContent).toContain('7,5000 ₽');
    expect(card.querySelector('[data-next-amount]')!.textContent).toContain('300,00 Bs');
  });

  it("says 'vence hoy' on the day", async () => {
    schedule = withSecondDueIn(0);
    expect(dueText((await render())!).textContent).toBe('vence hoy');
  });

  it('shows nothing once every installment is covered', async () => {
    schedule = withSecondDueIn(5).map((i) => ({ ...i, paid: i.owed, fullyPaid: true }));
    expect(await render()).toBeNull();
  });
});
