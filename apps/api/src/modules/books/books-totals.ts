import { count, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Totals } from '../../lib/list-query';
import { petroNumber } from '../../lib/list-summary';

/** The books' lists also show the ₽ sum of every row their filters select (the title's total). */
export interface BookTotals extends Totals {
  totalPetro: number;
}

/** The totals from a summary's count and ₽ sum. */
export const bookTotals = (total: number, petro: string): BookTotals => ({
  total,
  totalPetro: petroNumber(petro),
});

/** count(*) and sum(₽) in one aggregate over the list's joined rows. */
export async function countAndSum(
  select: (fields: {
    total: SQL<number>;
    totalPetro: SQL<string | null>;
  }) => PromiseLike<{ total: number; totalPetro: string | null }[]>,
  amount: AnyPgColumn,
): Promise<BookTotals> {
  const [row] = await select({ total: count(), totalPetro: sum(amount) });
  return bookTotals(row?.total ?? 0, row?.totalPetro ?? '0');
}
