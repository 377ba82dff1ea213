import { z } from 'zod';
import { messages } from '../messages';
import { BS_DECIMALS, PERCENT_DECIMALS } from '../constants';
import { amountNumber, atMostDecimals, isoDateTime, listQuery, positiveAmount } from './common';

/** An interest rate in percent: required, positive, at most 100. */
export const createInterestBody = z.object({
  amount: amountNumber(messages.requiredDot)
    .positive({ error: messages.onlyPositive })
    .max(100, { error: messages.maxInterest })
    .check(atMostDecimals(PERCENT_DECIMALS)),
  /** The spec's spelling: true for the interest charged to defaulters (mora). */
  applyOnLyMDefaulters: z.boolean({ error: messages.requiredDot }).default(false),
});
export type CreateInterestBody = z.infer<typeof createInterestBody>;

export const interest = z.object({
  id: z.number().int(),
  created: isoDateTime,
  amount: z.number(),
  applyOnLyMDefaulters: z.boolean(),
});
export type Interest = z.infer<typeof interest>;

export const interestsQuery = listQuery('interests').extend({
  getLast: z.enum(['true', 'false']).optional(),
  applyOnLyMDefaulters: z.enum(['true', 'false']).optional(),
});
export type InterestsQuery = z.infer<typeof interestsQuery>;

/** A rule is typed in Bs and stored in ₽ at the current rate. */
export const createRuleBody = z.object({ amount: positiveAmount(messages.onlyPositive, BS_DECIMALS) });
export type CreateRuleBody = z.infer<typeof createRuleBody>;

export const rule = z.object({
  id: z.number().int(),
  created: isoDateTime,
  amountInPetro: z.number(),
  /** The Bs typed and the rate of that moment (decision 0014). */
  amountBs: z.number(),
  rate: z.number(),
});
export type Rule = z.infer<typeof rule>;

export const rulesQuery = listQuery('rules').extend({ getLast: z.enum(['true', 'false']).optional() });
export type RulesQuery = z.infer<typeof rulesQuery>;

/**
 * What a loan costs today, for the landing (GET /api/conditions, public): the rate, the regular and the
 * defaulters' interest, and the installment the newest rule sets, in ₽ and in Bs at today's rate.
 */
export const loanConditions = z.object({
  /** Today's rate (Bs per ₽) and when it was registered; null before the first one. */
  rate: z.object({ amount: z.number(), created: isoDateTime }).nullable(),
  /** The newest regular interest in percent, 0 when none (domain rules). */
  interestPercent: z.number(),
  /** The newest interest for defaulters in percent, null when none. */
  defaulterInterestPercent: z.number().nullable(),
  /** The newest installment rule; amountInBs is null without a rate. Null when there is no rule. */
  installment: z.object({ amountInPetro: z.number(), amountInBs: z.number().nullable() }).nullable(),
  daysPerInstallment: z.number().int(),
});
export type LoanConditions = z.infer<typeof loanConditions>;
