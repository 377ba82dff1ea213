import type { Totals } from '../../lib/list-query';
import { petroNumber } from '../../lib/list-summary';

/** The books' lists also show the ₽ sum of every row their filters select (the title's total). */
export interface BookTotals extends Totals {
  totalPetro: number;
}

/** The totals from a count and a ₽ sum (a summary's, or the rows' own). */
export const bookTotals = (total: number, petro: string): BookTotals => ({
  total,
  totalPetro: petroNumber(petro),
});
