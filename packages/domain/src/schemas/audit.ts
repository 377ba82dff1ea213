import { z } from 'zod';
import { listQuery, isoDateTime } from './common';
import { dateField } from './fields';
import { AUDIT_RANGE_MESSAGE, auditActions, auditEntities } from '../audit-kinds';
import { MAX_ID } from '../constants';

/** A record's fields as the API shows them (never a password or its hash). */
export const auditSnapshot = z.record(z.string(), z.unknown());
export type AuditSnapshot = z.infer<typeof auditSnapshot>;

/** One append-only audit entry: who, when, what, which record; before and after for edits. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  administrator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  entityId: z.number().int().nullable(),
  before: auditSnapshot.nullable(),
  after: auditSnapshot.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const dayFilter = dateField('Fecha inválida.').optional();

/** `GET /api/audit`: newest first; `from`/`to` are business days, both included. */
export const auditQuery = listQuery('audit')
  .extend({
    from: dayFilter,
    to: dayFilter,
    administratorId: z.coerce
      .number({ error: 'Administrador inválido.' })
      .int({ error: 'Administrador inválido.' })
      .positive({ error: 'Administrador inválido.' })
      .max(2_147_483_647, { error: 'Administrador inválido.' })
      .optional(),
    entity: z.enum(auditEntities, { error: 'Tipo de registro inválido.' }).optional(),
    /** One record's history (a loan's page): with `entity`. */
    entityId: z.coerce
      .number({ error: 'Registro inválido.' })
      .int({ error: 'Registro inválido.' })
      .positive({ error: 'Registro inválido.' })
      .max(2_147_483_647, { error: 'Registro inválido.' })
      .optional(),
    /**
     * A loan's history (its page): the loan's own entries, the approval of its request, the decisions
     * on its payments and the incomes applied to it.
     */
    loan: z.coerce
      .number({ error: 'Préstamo inválido.' })
      .int({ error: 'Préstamo inválido.' })
      .positive({ error: 'Préstamo inválido.' })
      .max(MAX_ID, { error: 'Préstamo inválido.' })
      .optional(),
  })
  .refine((q) => q.entityId === undefined || q.entity !== undefined, {
    error: 'Indica el tipo de registro.',
    path: ['entity'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: AUDIT_RANGE_MESSAGE,
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;
