import { z } from 'zod';
import { messages } from '../messages';
import { BS_DECIMALS, MAX_ID } from '../constants';
import { dateField, pastDateField, requiredText } from './fields';
import { loanStatuses, paymentStatuses } from './enums';
import { isoDateTime, lineFilter, listQuery, paginationQuery, positiveAmount } from './common';

const bsAmount = positiveAmount(messages.requiredDot, BS_DECIMALS);
const always = () => true;
const dateFilter = dateField('Fecha inválida.').optional();
const dniFilter = z.string().trim().max(15, { error: 'El máximo de caracteres es de 15' }).optional();

/** The carrier's payment report: amount in Bs, payment date not after today, numeric bank reference. */
export const createPaymentBody = z.object({
  amount: positiveAmount(messages.requiredDot, BS_DECIMALS),
  date: pastDateField(),
  voucherCode: z
    .string({ error: messages.requiredDot })
    .trim()
    .min(1, { error: messages.requiredDot })
    .regex(/^\d{4,30}$/, { error: 'La referencia debe tener solo números (al menos 4).' }),
  /** The loan it pays; the server checks it is the caller's unpaid loan (or picks it when absent). */
  loan: z.number().int().positive().max(MAX_ID).optional(),
  carrier: z.unknown().optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

const personRef = z.object({
  id: z.number().int(),
  firstNames: z.string(),
  lastNames: z.string(),
  dni: z.string(),
});

export const payment = z.object({
  id: z.number().int(),
  created: isoDateTime,
  date: z.string(),
  status: z.enum(paymentStatuses),
  amountInBs: z.number(),
  amountInPetro: z.number(),
  voucherCode: z.string(),
  loan: z.number().int(),
  carrier: personRef,
});
export type Payment = z.infer<typeof payment>;

export const decidePaymentBody = z.object({
  id: z
    .number({ error: messages.paymentNotFound })
    .int()
    .positive()
    .max(MAX_ID, { error: messages.paymentNotFound }),
  status: z.enum(['Aprobado', 'Rechazado'], { error: 'Estado inválido.' }),
});

export const paymentsQuery = listQuery('payments').extend({
  ...lineFilter,
  date: dateFilter,
  dni: dniFilter,
  status: z.enum(paymentStatuses, { error: 'Estado inválido.' }).optional(),
});
export type PaymentsQuery = z.infer<typeof paymentsQuery>;
export const byCarrierQuery = paginationQuery.extend({
  carrier: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

export const installmentView = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  amount: z.number(),
  penalty: z.number(),
  owed: z.number(),
  paid: z.number(),
  fullyPaid: z.boolean(),
  overdue: z.boolean(),
});
export type InstallmentView = z.infer<typeof installmentView>;

export const loan = z.object({
  id: z.number().int(),
  date: z.string(),
  created: isoDateTime,
  reasonForAdmission: z.string(),
  carrier: personRef.extend({ line: z.string() }),
  amountPay: z.number(),
  amountAwarded: z.number(),
  amountAwardedInBs: z.number(),
  /** The rate the loan was granted at: the Bs equivalents keep their proportion to the Bs granted (decision 0014). */
  rate: z.number(),
  feeNumbers: z.number().int(),
  feePaid: z.number().int(),
  totalPayFees: z.number(),
  creditDays: z.number().int(),
  status: z.enum(loanStatuses),
  /** Derived as of today from the schedule and the payments: never a stored flag. */
  isMora: z.boolean(),
  paidTotal: z.number(),
  /** The same repayments in Bs, as each was entered. */
  paidTotalBs: z.number(),
  /** Paid beyond amountPay: kept and shown, never lost. */
  credit: z.number(),
  paymentHistory: z.array(
    z.object({
      id: z.number().int(),
      amountInBs: z.number(),
      /** Its unit amount at the rate of its date: what it covers once approved (what is owed now counts it). */
      amountInPetro: z.number(),
      voucherCode: z.string(),
      date: z.string(),
      status: z.enum(paymentStatuses),
    }),
  ),
});
export type Loan = z.infer<typeof loan>;

export const loansQuery = listQuery('loans').extend({
  ...lineFilter,
  date: dateFilter,
  dni: dniFilter,
  status: z.enum(loanStatuses, { error: 'Estado inválido.' }).optional(),
});
export type LoansQuery = z.infer<typeof loansQuery>;

/** A manual income; 'fund record' needs who and from where, 'credit record' needs the carrier. */
export const createIncomeBody = z
  .object({
    date: pastDateField(),
    reasonForAdmission: requiredText(300),
    incomeAmountBs: bsAmount,
    isFund: z.boolean().default(false),
    isCredit: z.boolean().default(false),
    responsible: z
      .object({
        firstNames: z.string().trim().max(60).optional(),
        lastNames: z.string().trim().max(60).optional(),
      })
      .optional(),
    origin: z.string().trim().max(200).optional(),
    carrier: z.number().int().positive().max(MAX_ID).nullish(),
    quotaNumber: z.unknown().optional(),
  })
  // Every form error shows at once: these run even while the date, reason or amount are wrong.
  .refine((v) => !v.isFund || !!v.responsible?.firstNames, {
    path: ['responsible', 'firstNames'],
    error: messages.required,
    when: always,
  })
  .refine((v) => !v.isFund || !!v.responsible?.lastNames, {
    path: ['responsible', 'lastNames'],
    error: messages.required,
    when: always,
  })
  .refine((v) => !v.isFund || !!v.origin, { path: ['origin'], error: messages.required, when: always })
  .refine((v) => !v.isCredit || !!v.carrier, { path: ['carrier'], error: messages.required, when: always });
export type CreateIncomeBody = z.infer<typeof createIncomeBody>;

export const income = z.object({
  id: z.number().int(),
  date: z.string(),
  created: isoDateTime,
  reasonForAdmission: z.string(),
  incomeAmount: z.number(),
  incomeAmountBs: z.number(),
  isFund: z.boolean(),
  isCredit: z.boolean(),
  carrier: personRef.nullable(),
  quotaNumber: z.number().int().nullable(),
  responsible: z.object({ firstNames: z.string(), lastNames: z.string() }).nullable(),
  origin: z.string().nullable(),
});
export type Income = z.infer<typeof income>;

export const createExpenseBody = z.object({
  date: pastDateField(),
  reasonForAdmission: requiredText(300),
  incomeAmount: bsAmount,
});
export type CreateExpenseBody = z.infer<typeof createExpenseBody>;

export const expense = z.object({
  id: z.number().int(),
  date: z.string(),
  created: isoDateTime,
  reasonForAdmission: z.string(),
  incomeAmountInPetro: z.number(),
  incomeAmountInBs: z.number(),
  carrier: personRef.nullable(),
});
export type Expense = z.infer<typeof expense>;

const bookFilters = {
  ...lineFilter,
  date: dateFilter,
  reasonForAdmission: z.string().trim().max(100).optional(),
  dni: dniFilter,
};
export const incomesQuery = listQuery('incomes').extend(bookFilters);
export type IncomesQuery = z.infer<typeof incomesQuery>;
export const expensesQuery = listQuery('expenses').extend(bookFilters);
export type ExpensesQuery = z.infer<typeof expensesQuery>;

export const fund = z.object({
  id: z.number().int(),
  responsible: z.object({ firstNames: z.string(), lastNames: z.string() }),
  origin: z.string(),
  ingress: z.object({
    id: z.number().int(),
    incomeAmount: z.number(),
    incomeAmountBs: z.number(),
    reasonForAdmission: z.string(),
    date: z.string(),
  }),
});
export type Fund = z.infer<typeof fund>;

export const fundsQuery = listQuery('funds').extend({
  date: dateFilter,
  reasonForAdmission: z.string().trim().max(100).optional(),
});
export type FundsQuery = z.infer<typeof fundsQuery>;

/** Where carriers pay (`GET /api/settings/payment-details`), from the server's configuration. */
export const paymentDetails = z.object({
  bank: z.string(),
  holder: z.string(),
  account: z.string(),
  rif: z.string(),
  /** Pago Móvil, when the cooperative configured it: bank, its 4-digit code, phone and RIF/cédula. */
  pagoMovil: z
    .object({ bank: z.string(), bankCode: z.string(), phone: z.string(), id: z.string() })
    .nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;
