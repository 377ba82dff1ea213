import { z } from 'zod';
import { paginationQuery, isoDateTime } from './common';
import { dateField } from './fields';

/** The kinds of record an administrator changes; each audit entry names one. */
export const auditEntities = [
  'organization',
  'affiliate',
  'carrier',
  'administrator',
  'price',
  'interest',
  'rule',
  'credit-request',
  'payment',
  'income',
  'expense',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditEntityLabels: Record<AuditEntity, string> = {
  organization: 'Organización',
  affiliate: 'Afiliado',
  carrier: 'Transportista',
  administrator: 'Administrador',
  price: 'Tasa',
  interest: 'Interés',
  rule: 'Regla',
  'credit-request': 'Solicitud',
  payment: 'Pago',
  income: 'Ingreso',
  expense: 'Egreso',
};

/** What was done to the record. `retire` is a delete that kept the record because history refers to it. */
export const auditActions = ['create', 'update', 'delete', 'retire', 'approve', 'reject'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Creación',
  update: 'Edición',
  delete: 'Eliminación',
  retire: 'Retiro',
  approve: 'Aprobación',
  reject: 'Rechazo',
};

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
export const auditQuery = paginationQuery
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
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'La fecha inicial no puede ser posterior a la final.',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;
