import { z } from 'zod';

/** The five kinds of account a chart holds (the names, as the accountant reads them). */
export const ledgerAccountTypes = ['Activo', 'Pasivo', 'Patrimonio', 'Ingreso', 'Gasto'] as const;
export type LedgerAccountType = (typeof ledgerAccountTypes)[number];

/**
 * What a journal entry posts to, each kind mapped to one account (`GET/PUT /api/accounts/mapping`).
 * Disbursements and principal repaid share the current portfolio, so its balance is the principal
 * outstanding; expense reasons are free text, so every expense without a loan posts to `expense`.
 */
export const movementKinds = [
  'cash',
  'portfolioCurrent',
  'portfolioPastDue',
  'interest',
  'penalty',
  'overpayment',
  'writeOff',
  'recovery',
  'otherIncome',
  'fund',
  'expense',
  'provisionExpense',
  'provisionAllowance',
  'exchangeDifference',
] as const;
export type MovementKind = (typeof movementKinds)[number];

export const movementKindLabels: Record<MovementKind, string> = {
  cash: 'Caja y bancos (entradas y salidas de dinero)',
  portfolioCurrent: 'Desembolso de préstamo y pago de capital (cartera vigente)',
  portfolioPastDue: 'Cartera vencida',
  interest: 'Pago de intereses',
  penalty: 'Pago de mora',
  overpayment: 'Pago en exceso (saldo a favor del transportista)',
  writeOff: 'Castigo de préstamo',
  recovery: 'Recuperación de préstamo castigado',
  otherIncome: 'Otros ingresos',
  fund: 'Fondos',
  expense: 'Egresos (gastos operativos)',
  provisionExpense: 'Provisión: gasto',
  provisionAllowance: 'Provisión: estimación para cartera',
  exchangeDifference: 'Diferencia en cambio del capital cobrado',
};

/** The types an account must have to take each kind's postings (a write-off may charge the allowance or an expense). */
export const movementKindTypes: Record<MovementKind, readonly LedgerAccountType[]> = {
  cash: ['Activo'],
  portfolioCurrent: ['Activo'],
  portfolioPastDue: ['Activo'],
  interest: ['Ingreso'],
  penalty: ['Ingreso'],
  overpayment: ['Pasivo'],
  writeOff: ['Activo', 'Gasto'],
  recovery: ['Ingreso'],
  otherIncome: ['Ingreso'],
  fund: ['Patrimonio', 'Pasivo'],
  expense: ['Gasto'],
  provisionExpense: ['Gasto'],
  provisionAllowance: ['Activo'],
  exchangeDifference: ['Ingreso', 'Gasto'],
};

export const ledgerAccountMessages = {
  notFound: 'La cuenta no existe.',
  codeRequired: 'El código es obligatorio.',
  codeFormat: 'El código son números separados por puntos, como 1.1.01.',
  nameRequired: 'El nombre es obligatorio.',
  type: 'El tipo debe ser Activo, Pasivo, Patrimonio, Ingreso o Gasto.',
  duplicateCode: 'Ya existe una cuenta con ese código.',
  parentMissing: 'La cuenta padre no existe.',
  parentType: 'La cuenta padre debe ser del mismo tipo.',
  parentCycle: 'Una cuenta no puede estar dentro de sí misma.',
  hasEntries: 'La cuenta tiene asientos: no se puede eliminar. Desactívela.',
  hasChildren: 'La cuenta tiene subcuentas: elimínelas o muévalas antes.',
  mapped: 'La cuenta está asignada a un movimiento: cambie la asignación antes.',
  deleted: 'Cuenta eliminada.',
  mappingUnknown: (code: string) => `La cuenta ${code} no existe.`,
  mappingInactive: (code: string) => `La cuenta ${code} está inactiva.`,
  mappingType: (label: string, types: readonly string[]) =>
    `${label}: la cuenta debe ser de tipo ${types.join(' o ')}.`,
  mappingSaved: 'Asignación de cuentas guardada.',
} as const;

const accountCode = z
  .string({ error: ledgerAccountMessages.codeRequired })
  .trim()
  .min(1, { error: ledgerAccountMessages.codeRequired })
  .max(20, { error: 'El máximo de caracteres es de 20' })
  .regex(/^\d+(\.\d+)*$/, { error: ledgerAccountMessages.codeFormat });

/** An account of the chart; `parent` is the parent's code (null at the top). */
export const ledgerAccount = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ledgerAccountTypes),
  parent: z.string().nullable(),
  active: z.boolean(),
});
export type LedgerAccount = z.infer<typeof ledgerAccount>;

/** `POST /api/accounts`, and the web's form. */
export const ledgerAccountBody = z.object({
  code: accountCode,
  name: z
    .string({ error: ledgerAccountMessages.nameRequired })
    .trim()
    .min(1, { error: ledgerAccountMessages.nameRequired })
    .max(120, { error: 'El máximo de caracteres es de 120' }),
  type: z.enum(ledgerAccountTypes, { error: ledgerAccountMessages.type }),
  parent: accountCode.nullable().optional(),
  active: z.boolean({ error: 'Indique si la cuenta está activa.' }).optional(),
});
export type LedgerAccountBody = z.infer<typeof ledgerAccountBody>;

/** `PATCH /api/accounts/{id}`: any of the fields. */
export const updateLedgerAccountBody = ledgerAccountBody.partial();
export type UpdateLedgerAccountBody = z.infer<typeof updateLedgerAccountBody>;

/** One kind's account in `GET /api/accounts/mapping`. */
export const accountMappingItem = z.object({
  kind: z.enum(movementKinds),
  label: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
});
export type AccountMappingItem = z.infer<typeof accountMappingItem>;

/** `PUT /api/accounts/mapping`: every kind → an account code (other fields are dropped, as everywhere). */
export const accountMappingBody = z.object(
  Object.fromEntries(movementKinds.map((kind) => [kind, accountCode])) as Record<
    MovementKind,
    typeof accountCode
  >,
  { error: 'Indique una cuenta para cada movimiento.' },
);
export type AccountMappingBody = z.infer<typeof accountMappingBody>;
