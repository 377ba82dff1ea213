import type { Loan } from '@app/domain';

/**
 * A carrier's loan as the API sends it: 20 ₽ granted as 700 Bs at 35 Bs/₽, 21,5 ₽ to pay in two
 * installments, 4 ₽ paid, in mora. `over` sets what a test is about.
 */
export const carrierLoan = (over: Partial<Loan> = {}): Loan => ({
  id: 9,
  date: '2026-09-01',
  created: '2026-09-01T14:00:00.000Z',
  reasonForAdmission: 'Reparación del motor',
  carrier: { id: 2, firstNames: 'Ana', lastNames: 'Pérez', dni: '20111222', line: 'Línea Centro' },
  amountPay: 21.5,
  amountAwarded: 20,
  amountAwardedInBs: 700,
  rate: 35,
  feeNumbers: 2,
  feePaid: 0,
  totalPayFees: 10,
  creditDays: 60,
  status: 'Por pagar',
  isMora: true,
  paidTotal: 4,
  paidTotalBs: 160,
  credit: 0,
  paymentHistory: [
    {
      id: 3,
      amountInBs: 160,
      amountInPetro: 4,
      voucherCode: '00123456',
      date: '2026-09-15',
      status: 'Aprobado',
    },
  ],
  ...over,
});
