import { z } from 'zod';
import { UNIT_FACTOR_DECIMALS } from '../constants';
import { messages } from '../messages';
import { UNIT_CODES } from '../units/reference-unit';
import { isoDateTime } from './common';
import { requiredText } from './fields';

/** The largest factor accepted: anything beyond is a typo, not a currency. */
export const MAX_UNIT_FACTOR = 1_000_000_000;

export const currencyMessages = {
  rateLapsed: 'La unidad de cuenta cambió: la tasa pendiente ya no aplica. Regístrela de nuevo.',
  code: 'La unidad debe ser PTR, USD o EUR.',
  factor: 'El factor debe ser un número positivo con punto decimal (por ejemplo 60 o 60.5).',
  factorRange: `El factor debe ser mayor que 0 y no mayor que ${MAX_UNIT_FACTOR.toLocaleString('es-VE')}.`,
  factorDecimals: `El factor admite hasta ${UNIT_FACTOR_DECIMALS} decimales.`,
  reason: 'Indica el motivo del cambio.',
  sameUnit: 'La cartera ya se cuenta en esa unidad.',
  tooLarge: 'Con ese factor algunos montos serían demasiado grandes para guardarse. Revisa el factor.',
  changedMeanwhile:
    'La unidad de cuenta cambió mientras tanto. Revisa la unidad actual y el factor, e intenta de nuevo.',
  busy: 'Ya hay un cambio de unidad en curso. Espera a que termine e intenta de nuevo.',
} as const;

const unitCode = z.enum(UNIT_CODES, { error: currencyMessages.code });

/** `GET /api/settings/currency`: the unit the portfolio is counted in. */
export const currency = z.object({
  code: unitCode,
  name: z.string(),
  symbol: z.string(),
});
export type Currency = z.infer<typeof currency>;

const FACTOR_TEXT = /^\d+(\.\d+)?$/;

/**
 * How many units of the new unit one unit of the current one is worth, as the API takes it: a JSON
 * number or a string with a decimal point ('60,5' is refused here; the form reads es-VE itself).
 */
export const unitFactor = z
  .union([z.number({ error: currencyMessages.factor }), z.string({ error: currencyMessages.factor })], {
    error: currencyMessages.factor,
  })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? v.toString() : '') : v.trim();
    if (!FACTOR_TEXT.test(text)) {
      ctx.addIssue({ code: 'custom', message: currencyMessages.factor });
      return z.NEVER;
    }
    const [whole = '', fraction = ''] = text.split('.');
    if (fraction.length > UNIT_FACTOR_DECIMALS) {
      ctx.addIssue({ code: 'custom', message: currencyMessages.factorDecimals });
      return z.NEVER;
    }
    const digits = whole.replace(/^0+(?=\d)/, '');
    const trimmed = fraction.replace(/0+$/, '');
    const value = trimmed ? `${digits}.${trimmed}` : digits;
    if (/^0+$/.test(digits + trimmed) || Number(value) > MAX_UNIT_FACTOR) {
      ctx.addIssue({ code: 'custom', message: currencyMessages.factorRange });
      return z.NEVER;
    }
    // The exact decimal as text: a float would change what the cooperative typed.
    return value;
  });

/** `POST /api/settings/currency`. `from`, when sent, is the unit the factor was stated against. */
export const currencyChangeBody = z.object({
  code: unitCode,
  factor: unitFactor,
  reason: requiredText(300, currencyMessages.reason),
  from: unitCode.optional(),
});
export type CurrencyChangeBody = z.input<typeof currencyChangeBody>;

/** The answer of a change. */
export const currencyChanged = currency.extend({
  factor: z.string().describe('The factor applied, exactly as a decimal string.'),
  changedAt: isoDateTime,
  loans: z.number().int().describe('Loans converted, of every status.'),
});
export type CurrencyChanged = z.infer<typeof currencyChanged>;

/** `GET /api/settings/currency/preview?code&factor`: what a change would convert, before it is made. */
export const currencyPreviewQuery = z.object({ code: unitCode, factor: unitFactor });
export const currencyPreview = z.object({
  from: currency,
  to: currency,
  factor: z.string(),
  loans: z.number().int(),
  movements: z.number().int().describe('Payments, incomes and expenses converted.'),
  outstandingBefore: z.number().describe('Outstanding of loans to pay, in the current unit.'),
  outstandingAfter: z.number().describe('The same, in the new unit.'),
  rateBefore: z.number().nullable().describe('The current rate: Bs per 1 unit of the current unit.'),
  rateAfter: z.number().nullable().describe('The same rate in Bs per 1 unit of the new unit.'),
});
export type CurrencyPreview = z.infer<typeof currencyPreview>;

/** One past change, for the Configuración screen's history. */
export const currencyChangeRecord = z.object({
  id: z.number().int(),
  changedAt: isoDateTime,
  from: currency,
  to: currency,
  factor: z.string(),
  loans: z.number().int(),
  reason: z.string(),
  adminName: z.string(),
});
export type CurrencyChangeRecord = z.infer<typeof currencyChangeRecord>;

/**
 * The Configuración screen's change form: the factor as its es-VE field reads it (the exact decimal,
 * with a point, or nothing yet); the unit it is stated against is the one on screen, added on sending.
 */
export const currencyChangeForm = currencyChangeBody.omit({ from: true }).extend({
  factor: z
    .string({ error: messages.requiredDot })
    // The field reads '-60' too, but no factor is negative: the range message, not the format one.
    .refine((text) => !text.startsWith('-'), { error: currencyMessages.factorRange })
    // Typed as what unitFactor takes (a number too), which then reads it as the API does.
    .transform((text): string | number => text)
    .pipe(unitFactor),
});
export type CurrencyChangeForm = z.infer<typeof currencyChangeForm>;
