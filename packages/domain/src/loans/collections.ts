import { Decimal, type DecimalInput } from '../money/decimal';
import type { PromiseStatus, ReminderKind } from '../collection-kinds';
import { daysBetween } from './standing-on';

/** How long after its day a reminder can still go out (a job that was down catches up within it). */
export const LAST_REMINDER_DAYS = 45;

/**
 * The reminder an uncovered installment is due today, if any: each kind from its day until the
 * next kind's (the 30-day notice until day 45), so a job that was down sends only the latest one
 * and never a stale burst. `daysBefore` 0 turns the before-due notice off.
 */
export function reminderKindOn(dueDate: string, today: string, daysBefore: number): ReminderKind | null {
  const late = daysBetween(dueDate, today);
  if (late >= LAST_REMINDER_DAYS || late < -daysBefore) return null;
  return reminderSteps(daysBefore).find((step) => late >= step.fromDay)!.kind;
}

/**
 * Each kind from the day (relative to the due date) it falls due, latest first: the one rule the
 * job's query and `reminderKindOn` both read.
 */
export const reminderSteps = (daysBefore: number): { kind: ReminderKind; fromDay: number }[] => [
  { kind: 'atraso-30', fromDay: 30 },
  { kind: 'atraso-15', fromDay: 15 },
  { kind: 'atraso-7', fromDay: 7 },
  { kind: 'atraso-1', fromDay: 1 },
  { kind: 'vence', fromDay: 0 },
  ...(daysBefore > 0 ? [{ kind: 'antes' as const, fromDay: -daysBefore }] : []),
];

/**
 * A promise to pay: kept ('cumplida') once the Bs repaid from the day it was made up to its date
 * reach the amount; broken ('incumplida') once its date has passed without that; else pending.
 */
export function promiseStatusOf(
  promise: { promiseDate: string | null; promiseAmountBs: DecimalInput | null },
  repaidBs: DecimalInput,
  today: string,
): PromiseStatus | null {
  if (promise.promiseDate == null || promise.promiseAmountBs == null) return null;
  if (new Decimal(repaidBs).gte(promise.promiseAmountBs)) return 'cumplida';
  return promise.promiseDate < today ? 'incumplida' : 'pendiente';
}

/**
 * A Venezuelan phone in any accepted form (0414-1234567, +58 414 1234567, 00584141234567) as the
 * digits wa.me takes: 58 and the ten-digit number. Null when it is not one.
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '');
  const match = /^(?:\+58|0058|58|0)?((?:2\d{2}|4(?:12|14|16|22|24|26))\d{7})$/.exec(digits);
  return match ? `58${match[1]}` : null;
}

/** The wa.me link with a prefilled message, or null without a usable phone. */
export function whatsappLink(phone: string, message: string): string | null {
  const number = whatsappNumber(phone);
  return number && `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** 'vence en N días', 'vence hoy' or 'N días de atraso' (the Próxima cuota card, the desk). */
export function dueText(daysToDue: number): string {
  if (daysToDue === 0) return 'vence hoy';
  if (daysToDue === 1) return 'vence mañana';
  if (daysToDue > 0) return `vence en ${daysToDue} días`;
  return daysToDue === -1 ? '1 día de atraso' : `${-daysToDue} días de atraso`;
}

/**
 * The collector's prefilled WhatsApp message: who writes, the loan, what is overdue (in Bs at
 * today's rate, the unit without a rate) and where to report a payment. A payment under review is
 * acknowledged first, and then only what it would leave overdue is asked.
 */
export function collectionMessage(p: {
  name: string;
  loan: number;
  /** What is overdue as text ('354.342,00 Bs'); with a payment under review, what it would leave ('' for nothing). */
  overdue: string;
  daysPastDue: number;
  payUrl: string;
  /** The newest payment under review, as text ('88.603,88 Bs del 25/11/2026'). */
  underReview?: string | null;
}): string {
  const hello = `Hola, ${p.name}. Le escribimos por su préstamo N° ${p.loan}: `;
  const report = `Cuando pague, repórtelo con su referencia en ${p.payUrl}. ¡Gracias!`;
  const late = `(${p.daysPastDue} ${p.daysPastDue === 1 ? 'día' : 'días'} de atraso)`;
  if (!p.underReview) return `${hello}tiene ${p.overdue} vencidos ${late}. ${report}`;
  const received = `recibimos su pago de ${p.underReview}, que está en revisión`;
  if (!p.overdue) return `${hello}${received} y cubre lo vencido. Le avisaremos cuando se apruebe. ¡Gracias!`;
  return `${hello}${received}; aun con él quedan ${p.overdue} vencidos ${late}. ${report}`;
}
