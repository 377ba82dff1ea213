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

const owedBlock = (card: HTMLElement, label: string) =>
  card.querySelector(`[data-owed="${label}"]`)?.textContent ?? null;

/** Installments of 10 ₽, `late` of them overdue (with 1,5 ₽ of penalty each, none paid), then one due in 5 days. */
const lateBy = (late: number): InstallmentView[] => [
  ...Array.from({ length: late }, (_, k) => ({
    number: k + 1,
    dueDate: addDays(today, -30 * (late - k)),
    amount: 10,
    penalty: 1.5,
    owed: 11.5,
    paid: 0,
    fullyPaid: false,
    overdue: true,
  })),
  {
    number: late + 1,
    dueDate: addDays(today, 5),
    amount: 10,
    penalty: 0,
    owed: 10,
    paid: 0,
    fullyPaid: false,
    overdue: false,
  },
];

describe('the Próxima cuota card', () => {
  it("shows the next installment, what is left of it in ₽ and in Bs at today's rate, and the days until it is due", async () => {
    schedule = withSecondDueIn(5);
    const card = (await render())!;
    expect(card.textContent).toContain('Próxima cuota');
    expect(owedBlock(card, 'Vencido')).toBeNull();
    const next = owedBlock(card, 'Próxima cuota')!;
    expect(next).toContain(`N° 2, vence el ${formatDay(addDays(today, 5))}`);
    expect(next).toContain('6,0000 ₽');
    expect(next).toContain('240,00 Bs a la tasa de hoy');
    expect(dueText(card).textContent).toBe('vence en 5 días');
    expect(dueText(card).style.color).not.toContain('red');
    expect(card.hasAttribute('data-late')).toBe(false);
    const report = card.querySelector('a')!;
    expect(report.textContent).toBe('Reportar pago');
    expect(report.getAttribute('href')).toBe('/panel/agregar-pago');
  });

  it('asks every overdue installment with its penalty, not only the first, and the next one apart', async () => {
    schedule = lateBy(4);
    const card = (await render())!;
    expect(dueText(card).textContent).toBe('120 días de atraso');
    expect(dueText(card).style.color).toContain('red');
    expect(card.hasAttribute('data-late')).toBe(true);
    const overdue = owedBlock(card, 'Vencido')!;
    // 4 × (10 + 1,5), at 40 Bs/₽.
    expect(overdue).toContain(`4 cuotas desde el ${formatDay(addDays(today, -120))}`);
    expect(overdue).toContain('46,0000 ₽');
    expect(overdue).toContain('1.840,00 Bs a la tasa de hoy');
    expect(owedBlock(card, 'Próxima cuota')).toContain('10,0000 ₽');
  });

  it('shows a payment under review and stops asking what it covers, while letting another be reported', async () => {
    schedule = lateBy(4);
    const reviewed = {
      ...loan,
      paymentHistory: [
        {
          id: 5,
          amountInBs: 1840,
          amountInPetro: 46,
          voucherCode: '123456',
          date: today,
          status: 'Por revisar' as const,
        },
      ],
    };
    const { container } = await renderInApp(<NextInstallmentCard loan={reviewed} rate={40} />, {
      route: '/',
    });
    const card = container.querySelector<HTMLElement>('section[aria-label="Próxima cuota"]')!;
    expect(card.querySelector('[data-under-review]')!.textContent).toContain(
      `Pago en revisión: 1.840,00 Bs del ${formatDay(today)}`,
    );
    expect(card.textContent).toContain('Al aprobarse, cubre lo vencido.');
    expect(owedBlock(card, 'Vencido')).toBeNull();
    expect(card.hasAttribute('data-late')).toBe(false);
    expect(dueText(card).textContent).toBe('vence en 5 días');
    expect(card.querySelector('a')!.textContent).toBe('Reportar otro pago');
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
