import { z } from 'zod';
import { listQuery, isoDateTime, lineFilter, recordId } from './common';
import { dateField } from './fields';
import { AUDIT_RANGE_MESSAGE, auditActions, auditEntities } from '../audit-kinds';

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
    ...lineFilter,
    from: dayFilter,
    to: dayFilter,
    administratorId: recordId('Administrador inválido.').optional(),
    entity: z.enum(auditEntities, { error: 'Tipo de registro inválido.' }).optional(),
    /** One record's history (a loan's page): with `entity`. */
    entityId: recordId('Registro inválido.').optional(),
    /**
     * A loan's history (its page): the loan's own entries, the approval of its request, the decisions
     * on its payments and the incomes applied to it.
     */
    loan: recordId('Préstamo inválido.').optional(),
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
