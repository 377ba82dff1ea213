// The kinds of the collections screens, without zod: the desk and the loan page import them
// without pulling the schemas into their chunks (as audit-kinds.ts does for the audit trail).

export const followUpChannels = ['Llamada', 'WhatsApp', 'Visita', 'Correo'] as const;
export type FollowUpChannel = (typeof followUpChannels)[number];
export const promiseStatuses = ['pendiente', 'cumplida', 'incumplida'] as const;
export type PromiseStatus = (typeof promiseStatuses)[number];

export const reminderKinds = ['antes', 'vence', 'atraso-1', 'atraso-7', 'atraso-15', 'atraso-30'] as const;
export type ReminderKind = (typeof reminderKinds)[number];
export const reminderKindLabels: Record<ReminderKind, string> = {
  antes: 'Antes del vencimiento',
  vence: 'Día del vencimiento',
  'atraso-1': '1 día de atraso',
  'atraso-7': '7 días de atraso',
  'atraso-15': '15 días de atraso',
  'atraso-30': '30 días de atraso',
};

export const collectionBuckets = ['1-30', '31-60', '61-90', '90+'] as const;
export type CollectionBucket = (typeof collectionBuckets)[number];
