import { z } from 'zod';
import { decimalPlaces } from '../money/decimal-places';
import { DEFAULT_PAGE_SIZE, MAX_AMOUNT, MAX_ID, MAX_PAGE_SIZE } from '../constants';
import { amountMessages } from '../amount-messages';
import { listSorts, sortOrders, type ListName } from '../list-sorts';

/** The one error body every failing API call answers with; `fields` carries per-field messages on 400. */
export const errorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** On a 403 for a missing permission: its key. */
  permission: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A success that only carries the text the UI shows in its toast. */
export const messageBody = z.object({ message: z.string() });

/** `limit`/`offset` as every list takes them; the total travels in the X-Total-Count header. */
export const paginationQuery = z.object({
  limit: z.coerce
    .number({ error: 'El límite debe ser un número entero.' })
    .int({ error: 'El límite debe ser un número entero.' })
    .min(1, { error: 'El límite mínimo es 1.' })
    .max(MAX_PAGE_SIZE, { error: `El límite máximo es ${MAX_PAGE_SIZE}.` })
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'El desplazamiento debe ser un número entero.' })
    .int({ error: 'El desplazamiento debe ser un número entero.' })
    .min(0, { error: 'El desplazamiento no puede ser negativo.' })
    .default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** Paging and the list's order: `sort` one of its keys (the first by default), `order` desc by default. */
export function listQuery<L extends ListName>(list: L) {
  const keys = listSorts[list];
  return paginationQuery.extend({
    sort: z.enum(keys, { error: 'Orden inválido.' }).default(keys[0]),
    order: z.enum(sortOrders, { error: 'Dirección de orden inválida.' }).default('desc'),
  });
}

/** A record's id as a path or query string carries it, refused with `message` unless a positive int4. */
export const recordId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/** `?organization=`: one line's rows, in every list that has lines (and the Resumen). */
export const lineFilter = { organization: recordId('Organización inválida.').optional() };

export const idParam = z.object({ id: recordId('Identificador inválido.') });

/**
 * A number typed in an amount field. NaN is what the field sends for text it could not read
 * ('1.23.4'): it is told apart from a missing value, whose text is `message`.
 */
export const amountNumber = (message: string) =>
  z.number({ error: (issue) => (Number.isNaN(issue.input) ? amountMessages.unreadable : message) });

/** At most `decimals` decimals, counted on the number as written: refused, never rounded away. */
export const atMostDecimals = (decimals: number) =>
  z.refine<number>((n) => decimalPlaces(n) <= decimals, { error: amountMessages.tooManyDecimals(decimals) });

/**
 * A positive money amount with at most `decimals` decimals. `message` is the spec's text for the
 * field (it differs between screens), used for missing and non-positive values alike.
 */
export function positiveAmount(message: string, decimals: number) {
  return amountNumber(message)
    .positive({ error: message })
    .max(MAX_AMOUNT, { error: amountMessages.tooLarge })
    .check(atMostDecimals(decimals));
}

/** An ISO 8601 timestamp as the API sends it. */
export const isoDateTime = z.string().describe('ISO 8601 date-time');
