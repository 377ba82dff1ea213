import { z } from 'zod';
import { messages } from '../messages';
import { BS_DECIMALS, MAX_ID } from '../constants';
import { dniField, requiredText } from './fields';
import { requestStatuses } from './enums';
import { isoDateTime, lineFilter, listQuery, positiveAmount } from './common';

/** The requested amount in Bs ('Solo cifras positivas', without the dot, in both forms). */
const requestedAmount = positiveAmount(messages.onlyPositiveNoDot, BS_DECIMALS);

/**
 * `POST /api/request-carrier` from the landing page: the cédula and the amount. The read-only
 * fields the form shows are accepted and ignored: the server reads the stored affiliate.
 */
export const publicRequestBody = z.object({
  dni: dniField,
  amount: requestedAmount,
});
/** The same call from the signed-in carrier panel: only the amount; the affiliate is the caller's. */
export const carrierRequestBody = z.object({ amount: requestedAmount });

export const creditRequest = z.object({
  id: z.number().int(),
  created: isoDateTime,
  status: z.enum(requestStatuses),
  /** Requested ₽ (stored at the rate of the request). */
  amount: z.number(),
  /** The Bs the applicant typed. */
  amountBsRequested: z.number(),
  /** The rate of that moment: at the same rate the request is worth exactly the Bs typed. */
  rate: z.number(),
  dni: z.string(),
  affiliate: z.object({
    id: z.number().int(),
    firstNames: z.string(),
    lastNames: z.string(),
    dni: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
  }),
});
export type CreditRequest = z.infer<typeof creditRequest>;

/** What the applicant sees of its own request. */
export const ownCreditRequest = creditRequest.pick({
  id: true,
  created: true,
  status: true,
  amount: true,
  amountBsRequested: true,
  rate: true,
});
export type OwnCreditRequest = z.infer<typeof ownCreditRequest>;
/** The 201 of an application: the stored request, the toast text, and what the approval will bring. */
export const createdRequestBody = ownCreditRequest.extend({
  message: z.string(),
  /**
   * The applicant's affiliate already has a carrier account: once approved it signs in as usual, no
   * set-password link. An answer replayed from before this field existed reads false, as it said then.
   */
  hasAccount: z.boolean().default(false),
  /**
   * The public application's permission to attach documents to its affiliate (issue 31), sent as
   * `Authorization: Bearer <uploadToken>`, valid UPLOAD_TOKEN_HOURS; absent from a carrier's own (it has a session).
   */
  uploadToken: z.string().optional(),
});
export type CreatedCreditRequest = z.output<typeof createdRequestBody>;

export const requestsQuery = listQuery('requests').extend({
  ...lineFilter,
  // The filter's 'Rechazado' option sends 'Denegado' (spec section 4): a synonym.
  status: z.enum([...requestStatuses, 'Denegado'], { error: 'Estado inválido.' }).optional(),
  dni: z.string().trim().max(15, { error: 'El máximo de caracteres es de 15' }).optional(),
});
export type RequestsQuery = z.infer<typeof requestsQuery>;

/** The loan registration modal's fields (spec: "Loan approval"). */
export const loanData = z.object({
  reasonForAdmission: requiredText(300),
  amount: positiveAmount(messages.onlyPositive, BS_DECIMALS),
  feeNumbers: z
    .number({ error: 'Debe ser un número entero.' })
    .int({ error: 'Debe ser un número entero.' })
    .min(1, { error: 'Mínimo 1 cuota.' })
    .max(360, { error: 'Máximo 360 cuotas.' }),
  creditDays: z
    .number({ error: 'Debe ser un número entero.' })
    .int({ error: 'Debe ser un número entero.' })
    .min(1, { error: 'Mínimo 1 día.' })
    .max(10_800, { error: 'Máximo 10800 días.' }), // 360 installments × 30 days
});
export type LoanData = z.infer<typeof loanData>;

/** `PATCH /api/request-carrier`: a decision. Approval carries loanData (plus the spec's echo fields). */
export const decideRequestBody = z.object({
  id: z
    .number({ error: messages.requestNotFound })
    .int()
    .positive()
    .max(MAX_ID, { error: messages.requestNotFound }),
  dni: z.string().optional(),
  status: z.enum(['Aprobado', 'Rechazado', 'Denegado'], { error: 'Estado inválido.' }),
  loanData: loanData
    .extend({ id: z.number().optional(), dni: z.string().optional(), status: z.string().optional() })
    .optional(),
});
export type DecideRequestBody = z.infer<typeof decideRequestBody>;

export const decisionBody = z.object({
  message: z.string(),
  request: creditRequest,
  loan: z.object({ id: z.number().int() }).nullable(),
});

/** What the public lookup shows of an affiliate: enough to fill the form, contact data masked. */
export const affiliateLookup = z.object({
  affiliateId: z.number().int(),
  firstNames: z.string(),
  lastNames: z.string(),
  dni: z.string(),
  rif: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  homeAddress: z.string(),
  birthdate: z.string(),
  assignedLine: z.string(),
  typeService: z.string(),
  vehicleType: z.string(),
  vehicleBrand: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.number().int(),
  vehicleColor: z.string(),
});
export type AffiliateLookup = z.infer<typeof affiliateLookup>;

export const lookupParams = z.object({ dni: dniField });
