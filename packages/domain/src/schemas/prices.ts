import { z } from 'zod';
import { RATE_DECIMALS } from '../constants';
import { messages } from '../messages';
import { isoDateTime, listQuery, positiveAmount } from './common';
import { dateField } from './fields';

/** A registered rate: Bs per 1 ₽. */
export const price = z.object({
  id: z.number().int(),
  created: isoDateTime,
  amount: z.number(),
});
export type Price = z.infer<typeof price>;

/** The rate amount; the top-bar modal and the form show different texts for the same rule. */
export const rateAmount = (message: string = messages.onlyPositive) => positiveAmount(message, RATE_DECIMALS);

/** `POST /api/prices/` and the agregar-tasa form. */
export const createPriceBody = z.object({ amount: rateAmount(messages.onlyPositive) });
/** The top-bar modal: same rule, the modal's text. */
export const createPriceModalForm = z.object({ amount: rateAmount(messages.badFormat) });
export type CreatePriceBody = z.infer<typeof createPriceBody>;

export const pricesQuery = listQuery('prices').extend({
  getLast: z.enum(['true', 'false'], { error: 'getLast debe ser true o false.' }).optional(),
  /** With getLast: the rate on that business day (the newest registered by its end), not today's. */
  date: dateField('Fecha inválida.').optional(),
});
export type PricesQuery = z.infer<typeof pricesQuery>;
