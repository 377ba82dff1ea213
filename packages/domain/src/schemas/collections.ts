import { z } from 'zod';
import { messages } from '../messages';
import { BS_DECIMALS } from '../constants';
import { businessDate } from '../time/business-day';
import { dateField, requiredText } from './fields';
import { isoDateTime, lineFilter, paginationQuery, positiveAmount } from './common';
import { loanData } from './credit-requests';
import { collectionBuckets, followUpChannels, promiseStatuses, reminderKinds } from '../collection-kinds';

/** `POST /api/loan/{id}/reschedule`: the balance still owed as a new schedule from today. */
export const rescheduleBody = loanData.pick({ feeNumbers: true, creditDays: true }).extend({
  reason: requiredText(300),
});
export type RescheduleBody = z.infer<typeof rescheduleBody>;

/** `POST /api/loan/{id}/write-off`. */
export const writeOffBody = z.object({ reason: requiredText(300) });
export type WriteOffBody = z.infer<typeof writeOffBody>;

/** `GET /api/loan/{id}/payoff?date=`: today when no date is given; never a past day. */
export const payoffQuery = z.object({
  date: dateField('Fecha inválida.')
    .refine((d) => d >= businessDate(), { error: messages.payoffDateInPast })
    .optional(),
});
export const payoff = z.object({
  date: z.string(),
  rate: z.number(),
  payoffPetro: z.number(),
  payoffBs: z.number(),
});
export type Payoff = z.infer<typeof payoff>;

const storedInstallment = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  amount: z.number(),
  penalty: z.number(),
});

/** A reschedule and the installments it replaced, newest first. */
export const scheduleChange = z.object({
  id: z.number().int(),
  rescheduledOn: z.string(),
  reason: z.string(),
  balance: z.number(),
  feeNumbers: z.number().int(),
  creditDays: z.number().int(),
  created: isoDateTime,
  replaced: z.array(storedInstallment),
});
export type ScheduleChange = z.infer<typeof scheduleChange>;

/** `POST /api/loan/{id}/follow-ups`: a contact, with a promise (date and Bs together) when given. */
export const followUpBody = z
  .object({
    channel: z.enum(followUpChannels, { error: 'Canal inválido.' }),
    note: requiredText(1000),
    promiseDate: dateField('Fecha inválida.')
      .refine((d) => d >= businessDate(), { error: messages.promiseDateInPast })
      .optional(),
    promiseAmountBs: positiveAmount(messages.onlyPositive, BS_DECIMALS).optional(),
  })
  .refine((v) => v.promiseDate === undefined || v.promiseAmountBs !== undefined, {
    path: ['promiseAmountBs'],
    error: messages.promiseAmountRequired,
  })
  .refine((v) => v.promiseAmountBs === undefined || v.promiseDate !== undefined, {
    path: ['promiseDate'],
    error: messages.promiseDateRequired,
  });
export type FollowUpBody = z.infer<typeof followUpBody>;

export const followUp = z.object({
  id: z.number().int(),
  channel: z.enum(followUpChannels),
  note: z.string(),
  promiseDate: z.string().nullable(),
  promiseAmountBs: z.number().nullable(),
  promiseStatus: z.enum(promiseStatuses).nullable(),
  adminName: z.string(),
  createdAt: isoDateTime,
});
export type FollowUp = z.infer<typeof followUp>;

export const reminder = z.object({
  id: z.number().int(),
  installmentNumber: z.number().int(),
  dueDate: z.string(),
  kind: z.enum(reminderKinds),
  sentAt: isoDateTime,
});
export type Reminder = z.infer<typeof reminder>;

/** A payment reported and not decided yet, as the desk and the loan's screens show it. */
export const paymentUnderReview = z.object({
  amountInBs: z.number(),
  amountInPetro: z.number(),
  date: z.string(),
});

/** `GET /api/collections`: the loans in mora, most days past due first. */
export const collectionsQuery = paginationQuery.extend({
  ...lineFilter,
  bucket: z.enum(collectionBuckets, { error: 'Tramo inválido.' }).optional(),
  dni: z.string().trim().max(15, { error: 'El máximo de caracteres es de 15' }).optional(),
});
export type CollectionsQuery = z.infer<typeof collectionsQuery>;

export const collectionRow = z.object({
  loan: z.number().int(),
  carrier: z.string(),
  dni: z.string(),
  phone: z.string(),
  organization: z.string(),
  daysPastDue: z.number().int(),
  installmentsOverdue: z.number().int(),
  /** What is owed now (`owedNow`): overdue with penalties, in the unit and in the Bs that settle it today. */
  overduePetro: z.number(),
  /** Null while no rate is registered. */
  overdueBs: z.number().nullable(),
  balancePetro: z.number(),
  balanceBs: z.number().nullable(),
  /** Payments the carrier reported that nobody has decided yet, newest first. */
  underReview: z.array(paymentUnderReview),
  /** What would still be overdue once those are approved (the unit; Bs at today's rate, null without a rate). */
  overdueAfterReview: z.object({
    petro: z.number(),
    bs: z.number().nullable(),
    daysPastDue: z.number().int(),
  }),
  lastPaymentDate: z.string().nullable(),
  lastContact: isoDateTime.nullable(),
  promise: z.object({ date: z.string(), amountBs: z.number(), status: z.enum(promiseStatuses) }).nullable(),
});
export type CollectionRow = z.infer<typeof collectionRow>;
