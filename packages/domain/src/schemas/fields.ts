import { z } from 'zod';
import { messages } from '../messages';
import { MAX_ID } from '../constants';
import { businessDate, businessYear, isAtLeastYearsOld, isCalendarDate } from '../time/business-day';

/** A required text: 'Requerido.' when missing or blank, trimmed, bounded. */
export const requiredText = (max = 200, required: string = messages.requiredDot) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `El máximo de caracteres es de ${max}` });

/** An optional text: blank becomes null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `El máximo de caracteres es de ${max}` })
    .nullish();

export const nameField = (min: number, max: number, required: string = messages.requiredDot) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .min(min, { error: `El mínimo de caracteres es de ${min}` })
    .max(max, { error: `El máximo de caracteres es de ${max}` });

/** Cédula: 7 or 8 digits. */
export const dniField = z
  .string({ error: messages.requiredDot })
  .trim()
  .min(1, { error: messages.requiredDot })
  .regex(/^\d{7,8}$/, { error: messages.invalidDni });

/** RIF: one capital letter (the given ones) and 9 digits. */
export const rifField = (letters = 'VEJPG') =>
  z
    .string({ error: messages.requiredDot })
    .trim()
    .min(1, { error: messages.requiredDot })
    .regex(new RegExp(`^[${letters}]\\d{9}$`), { error: messages.invalidRif });

/**
 * Venezuelan phone: optional +58, 0058 or 0, then a landline area code (2xx) or a mobile code
 * (412, 414, 416, 422, 424, 426), then 7 digits.
 */
export const VENEZUELAN_PHONE = /^(?:\+58|0058|0)?(?:2\d{2}|4(?:12|14|16|22|24|26))\d{7}$/;
export const phoneField = z
  .string({ error: messages.requiredDot })
  .trim()
  .min(1, { error: messages.requiredDot })
  .regex(VENEZUELAN_PHONE, { error: messages.invalidPhone });

/** E-mail for records (affiliates, administrators): required, valid, at least 8 characters. */
export const recordEmailField = z
  .string({ error: messages.requiredDot })
  .trim()
  .toLowerCase()
  .min(1, { error: messages.requiredDot })
  .email({ error: messages.invalidEmail })
  .min(8, { error: messages.min8 })
  .max(254, { error: 'El correo es demasiado largo.' });

/** A calendar date 'YYYY-MM-DD'. */
export const dateField = (required: string = messages.requiredDot) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .refine(isCalendarDate, { error: messages.dayFault.invalid });

/** A date not after today in the business time zone. */
export const pastDateField = (required: string = messages.requiredDot) =>
  dateField(required).refine((d) => d <= businessDate(), { error: messages.notAfterToday });

/** A birth date that makes the person an adult today (exact date, business time zone). */
export const adultBirthdateField = dateField()
  .refine((d) => d >= '1900-01-01', { error: messages.dayFault.invalid })
  .refine((d) => isAtLeastYearsOld(d, businessDate(), 18), { error: messages.mustBeAdult });

export const vehicleYearField = z
  .number({ error: messages.invalidYear })
  .int({ error: messages.invalidYear })
  .min(1900, { error: messages.invalidYear })
  .refine((y) => y <= businessYear(), { error: messages.invalidYear });

/** A required choice among the spec's values. */
export const choiceField = <T extends readonly [string, ...string[]]>(
  values: T,
  required: string = messages.requiredDot,
) => z.enum(values, { error: required });

/** A reference to another record by id (the payload field is named after the record). */
export const referenceField = (required: string = messages.requiredDot) =>
  z
    .number({ error: required })
    .int({ error: required })
    .positive({ error: required })
    .max(MAX_ID, { error: required });
