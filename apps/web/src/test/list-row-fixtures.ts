import type { CreditRequest, Payment } from '@app/domain';

/** A payment as the back-office list sends it: 100 Bs (2,5 ₽) reported, waiting for a decision. */
export const reportedPayment: Payment = {
  id: 7,
  carrier: { id: 3, firstNames: 'Ana', lastNames: 'Pérez', dni: '12345678' },
  amountInPetro: 2.5,
  amountInBs: 100,
  voucherCode: '123456',
  date: '2026-11-20',
  created: '2026-11-20T14:00:00.000Z',
  loan: 4,
  status: 'Por revisar',
};

/** A credit request as the lists send it: 6.500 Bs typed on 16/03/2024 at 75 Bs/₽, approved. */
export const creditRequest: CreditRequest = {
  id: 12,
  created: '2024-03-16T15:00:00.000Z',
  status: 'Aprobado',
  amount: 86.6667,
  amountBsRequested: 6500,
  rate: 75,
  dni: '12345678',
  affiliate: {
    id: 3,
    firstNames: 'Ana',
    lastNames: 'Pérez',
    dni: '12345678',
    email: 'ana@example.com',
    phoneNumber: '04141234567',
  },
};
