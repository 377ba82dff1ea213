import { z } from 'zod';
import { isoDateTime, listQuery, positiveAmount } from './common';
import { PETRO_DECIMALS } from '../constants';
import { missingPermission, type Permission } from '../permissions';

/** The operations a second administrator may have to authorize (four eyes, issue 30). */
export const authorizationActions = [
  'request.approve',
  'loan.reschedule',
  'loan.writeoff',
  'expense.create',
  'rate.create',
  'period.close',
] as const;
export type AuthorizationAction = (typeof authorizationActions)[number];

export const authorizationActionLabels: Record<AuthorizationAction, string> = {
  'request.approve': 'Aprobar solicitud',
  'loan.reschedule': 'Reprogramar préstamo',
  'loan.writeoff': 'Castigar préstamo',
  'expense.create': 'Registrar egreso',
  'rate.create': 'Registrar tasa',
  'period.close': 'Cerrar mes contable',
};

/** A rate (Bs per unit) and a month's closing have no amount in the unit: their rules, when on, always apply. */
export const actionsWithoutAmount: readonly AuthorizationAction[] = ['rate.create', 'period.close'];

export const authorizationStatuses = ['Pendiente', 'Autorizada', 'Rechazada', 'Vencida'] as const;
export type AuthorizationStatus = (typeof authorizationStatuses)[number];

const thresholdMessage = 'El umbral debe ser una cifra positiva o quedar vacío.';

/** One rule: whether the action waits for a second administrator, and from what amount (null: always). */
export const authorizationRule = z.object({
  action: z.enum(authorizationActions, { error: 'Operación inválida.' }),
  enabled: z.boolean({ error: 'enabled debe ser true o false.' }),
  /** In the reference unit; the rule applies when the operation's amount is >= this. */
  threshold: positiveAmount(thresholdMessage, PETRO_DECIMALS).nullable(),
});
export type AuthorizationRule = z.infer<typeof authorizationRule>;

export const NO_THRESHOLD_FOR_RATE = 'La tasa no tiene monto: su regla no lleva umbral.';
export const NO_THRESHOLD_FOR_CLOSING = 'El cierre de mes no tiene monto: su regla no lleva umbral.';
export const DUPLICATE_RULE = 'Cada operación va una sola vez.';

/** `GET/PUT /api/settings/authorizations`. A PUT may name some actions: the others keep theirs. */
export const authorizationRules = z.object({
  rules: z
    .array(authorizationRule, { error: 'Indique las reglas.' })
    .max(authorizationActions.length)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((r, i) => {
        if (seen.has(r.action))
          ctx.addIssue({ code: 'custom', message: DUPLICATE_RULE, path: [i, 'action'] });
        seen.add(r.action);
        if (r.threshold !== null && actionsWithoutAmount.includes(r.action))
          ctx.addIssue({
            code: 'custom',
            message: r.action === 'rate.create' ? NO_THRESHOLD_FOR_RATE : NO_THRESHOLD_FOR_CLOSING,
            path: [i, 'threshold'],
          });
      });
    }),
});
export type AuthorizationRules = z.infer<typeof authorizationRules>;

/** The 202 a direct route answers when its operation waits for a second administrator. */
export const authorizationPending = z.object({
  authorizationId: z.number().int(),
  status: z.literal('Pendiente'),
});
export type AuthorizationPending = z.infer<typeof authorizationPending>;

/** One operation waiting for (or past) a second administrator, as Autorizaciones lists it. */
export const authorization = z.object({
  id: z.number().int(),
  action: z.enum(authorizationActions),
  status: z.enum(authorizationStatuses),
  /** The request or loan it acts on (null for a new expense or rate). */
  entityId: z.number().int().nullable(),
  /** The carrier (or applicant) concerned, when there is one. */
  carrier: z.string().nullable(),
  /** The amount its rule compared, in the reference unit (null for a rate). */
  amount: z.number().nullable(),
  /** What it would do, in a line: the reason, the new terms, the rate. */
  summary: z.string(),
  maker: z.string(),
  requestedAt: isoDateTime,
  /** When it stops waiting (Vencida) if nobody decides it. */
  expiresAt: isoDateTime,
  checker: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  reason: z.string().nullable(),
});
export type Authorization = z.infer<typeof authorization>;

/** `GET /api/authorizations`: newest first, by status. */
export const authorizationsQuery = listQuery('authorizations').extend({
  status: z.enum(authorizationStatuses, { error: 'Estado inválido.' }).optional(),
});
export type AuthorizationsQuery = z.infer<typeof authorizationsQuery>;

export const rejectAuthorizationBody = z.object({
  reason: z
    .string({ error: 'Indique el motivo del rechazo.' })
    .trim()
    .min(3, { error: 'El mínimo de caracteres es de 3' })
    .max(300, { error: 'El máximo de caracteres es de 300' }),
});
export type RejectAuthorizationBody = z.infer<typeof rejectAuthorizationBody>;

/** What approve and reject answer: the toast and the row as it is now. */
export const authorizationDecision = z.object({ message: z.string(), authorization });
export type AuthorizationDecision = z.infer<typeof authorizationDecision>;

/** The four-eyes texts (the first two verbatim from issue 30). */
export const authorizationMessages = {
  ownOperation: 'No puede autorizar su propia operación.',
  alreadyPending: 'Ya hay una autorización pendiente para esta operación.',
  notPending: (status: AuthorizationStatus) => `La autorización ya no está pendiente: está ${status}.`,
  notFound: 'Autorización no encontrada.',
  /** Whoever asked lost the permission since: the operation cannot be his any more. */
  makerLacks: (permission: Permission) =>
    `Quien la pidió ya no puede hacerla: ${missingPermission(permission).charAt(0).toLowerCase()}${missingPermission(permission).slice(1)}`,
  approved: 'Operación autorizada y aplicada.',
  rejected: 'Operación rechazada.',
  rulesSaved: 'Reglas de autorización guardadas.',
  /** The toast of a direct route's 202: nothing happened yet. */
  waiting: 'La operación quedó pendiente de autorización: otro administrador debe autorizarla.',
} as const;
