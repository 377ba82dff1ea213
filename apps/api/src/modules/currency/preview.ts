import { sql } from 'drizzle-orm';
import {
  UNITS,
  convertRate,
  currencyMessages,
  toJsonNumber,
  type CurrencyPreview,
  type UnitCode,
} from '@app/domain';
import type { Db, Rows } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { readUnit } from './unit';

/**
 * What a change would convert, read without changing anything: counts from the list summaries,
 * the outstanding of loans to pay in both units, the current rate in both.
 */
export async function previewChange(db: Db, code: UnitCode, factor: string): Promise<CurrencyPreview> {
  const from = await readUnit(db);
  if (code === from.code) throw new HttpError(400, currencyMessages.sameUnit);
  const { rows } = (await db.execute(sql`
    select (select coalesce(sum(n), 0)::int from list_summary where list = 'loans' and a = '*' and b = '*') as loans,
           (select coalesce(sum(n), 0)::int from list_summary
             where list in ('payments', 'incomes', 'expenses') and a = '*' and b = '*') as movements,
           o.before, o.after,
           (select amount::text from prices order by created_at desc, id desc limit 1) as rate
      from (select coalesce(sum(amount_pay - paid_total), 0)::text as before,
                   coalesce(sum(round(amount_pay * ${factor}::numeric, 4) - round(paid_total * ${factor}::numeric, 4)), 0)::text as after
              from loans where status = 'Por pagar') o`)) as unknown as Rows<{
    loans: number;
    movements: number;
    before: string;
    after: string;
    rate: string | null;
  }>;
  const r = rows[0]!;
  return {
    from,
    to: UNITS[code],
    factor,
    loans: r.loans,
    movements: r.movements,
    outstandingBefore: toJsonNumber(r.before),
    outstandingAfter: toJsonNumber(r.after),
    rateBefore: r.rate == null ? null : toJsonNumber(r.rate),
    // The rate the change would store, by the domain's own division: not a float quotient.
    rateAfter: r.rate == null ? null : toJsonNumber(convertRate(r.rate, factor)),
  };
}
