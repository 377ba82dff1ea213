/** What an administrator may do beyond reading: the fixed catalogue roles are made from (issue 30). */
export const permissionLabels = {
  'administrators.manage': 'Gestionar administradores y roles',
  'registry.write': 'Registrar líneas, afiliados y transportistas',
  'requests.decide': 'Decidir solicitudes de crédito',
  'payments.decide': 'Decidir pagos',
  'books.write': 'Registrar ingresos, egresos y fondos',
  'rates.write': 'Registrar la tasa',
  'settings.write': 'Cambiar la configuración',
  'loans.restructure': 'Reprogramar préstamos',
  'loans.writeoff': 'Castigar préstamos',
  'collections.work': 'Gestionar la cobranza',
  'mail.resend': 'Reenviar correos',
  'exports.run': 'Exportar listas y documentos',
  'audit.read': 'Consultar la auditoría',
  'authorizations.check': 'Autorizar operaciones',
} as const;

export type Permission = keyof typeof permissionLabels;

export const permissionKeys = Object.keys(permissionLabels) as [Permission, ...Permission[]];

/** The 403 a route answers when the administrator lacks its permission. */
export const missingPermission = (permission: Permission) => {
  const label = permissionLabels[permission];
  return `No tiene permiso para ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
};

export const GENERAL_ADMINISTRATOR = 'Administrador general';

/** The roles every install has, by their exact names; the migration seeds the same lists. */
export const builtInRoles: Record<string, readonly Permission[]> = {
  [GENERAL_ADMINISTRATOR]: permissionKeys,
  Gerente: [
    'requests.decide',
    'payments.decide',
    'loans.restructure',
    'loans.writeoff',
    'rates.write',
    'settings.write',
    'authorizations.check',
    'exports.run',
    'audit.read',
  ],
  'Analista de crédito': ['registry.write', 'requests.decide'],
  Cajero: ['payments.decide', 'books.write'],
  Cobrador: ['collections.work'],
  Auditor: ['audit.read', 'exports.run'],
};
