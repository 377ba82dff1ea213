// Plain constants, no zod: the web's audit screen imports them without pulling the schema library.

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
  'mail',
  'loan',
  'fund',
  'audit',
  'currency',
  'role',
  'authorization',
  'document',
  'account',
  'account-mapping',
  'provision-rates',
  'period',
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
  mail: 'Correo',
  loan: 'Préstamo',
  fund: 'Fondo',
  audit: 'Auditoría',
  currency: 'Unidad de cuenta',
  role: 'Rol',
  authorization: 'Autorización',
  document: 'Documento',
  account: 'Cuenta contable',
  'account-mapping': 'Asignación de cuentas',
  'provision-rates': 'Porcentajes de provisión',
  period: 'Mes contable',
};

/**
 * What was done to the record. `retire` is a delete that kept the record because history refers to it;
 * `export` downloaded a list of that kind of record (no one record: its filters are in `after`);
 * `view` and `download` opened one document's content (who saw a carrier's papers).
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'retire',
  'approve',
  'reject',
  'resend',
  'export',
  'reschedule',
  'write-off',
  'change-unit',
  'view',
  'download',
  'verify',
  'close',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Creación',
  update: 'Edición',
  delete: 'Eliminación',
  retire: 'Retiro',
  approve: 'Aprobación',
  reject: 'Rechazo',
  resend: 'Reenvío',
  export: 'Exportación',
  reschedule: 'Reprogramación',
  'write-off': 'Castigo',
  'change-unit': 'Cambio de unidad',
  view: 'Consulta',
  download: 'Descarga',
  verify: 'Verificación',
  close: 'Cierre',
};

/** A date range whose start is after its end (the API refuses it; the screen says so before asking). */
export const AUDIT_RANGE_MESSAGE = 'La fecha inicial no puede ser posterior a la final.';
