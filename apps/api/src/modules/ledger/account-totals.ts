import { sql } from 'drizzle-orm';
import { Decimal } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import { debitNormal, type ChartAccount } from './chart-tree';

/** An account's movement in Bs and in the unit, each side apart. */
export interface Sides {
  debit: Decimal;
  credit: Decimal;
  unitDebit: Decimal;
  unitCredit: Decimal;
}

/** No movement. */
export const zero = (): Sides => ({
  debit: new Decimal(0),
  credit: new Decimal(0),
  unitDebit: new Decimal(0),
  unitCredit: new Decimal(0),
});
const add = (a: Sides, b: Sides): Sides => ({
  debit: a.debit.plus(b.debit),
  credit: a.credit.plus(b.credit),
  unitDebit: a.unitDebit.plus(b.unitDebit),
  unitCredit: a.unitCredit.plus(b.unitCredit),
});

/** Debits minus credits, or credits minus debits, as the account's type reads its balance. */
export const balanceOf = (type: ChartAccount['type'], s: Sides) =>
  debitNormal(type)
    ? { bs: s.debit.minus(s.credit), unit: s.unitDebit.minus(s.unitCredit) }
    : { bs: s.credit.minus(s.debit), unit: s.unitCredit.minus(s.unitDebit) };

/** Before `from` and from `from` to `to`, per account id (its own lines only). */
export interface OwnTotals {
  before: Map<number, Sides>;
  during: Map<number, Sides>;
}

/**
 * Each account's own totals before `from` and within [from, to], from the ledger's day totals
 * (migration 0036: list_summary rows kept by the lines' trigger), not from the lines: a year of a
 * national cooperative is ~5 M lines, its day totals a few thousand rows. `ids` limits the accounts.
 */
export async function ownTotals(
  db: Db | Tx,
  range: { from?: string; to?: string },
  ids?: number[],
): Promise<OwnTotals> {
  const from = range.from ?? '0001-01-01';
  const rows = (
    (await db.execute(sql`select a, b,
        coalesce(sum(petro) filter (where day < ${from}), 0)::text as before,
        coalesce(sum(petro) filter (where day >= ${from}), 0)::text as during
      from list_summary
      where list = 'ledger' and b in ('debit', 'credit', 'unitDebit', 'unitCredit')
        ${range.to ? sql`and day <= ${range.to}` : sql``}
        ${ids ? sql`and a in (${sql.join(ids.map(String), sql`, `)})` : sql``}
      group by a, b`)) as Rows<{ a: string; b: keyof Sides; before: string; during: string }>
  ).rows;
  const before = new Map<number, Sides>();
  const during = new Map<number, Sides>();
  for (const r of rows) {
    const id = Number(r.a);
    for (const [map, value] of [
      [before, r.before],
      [during, r.during],
    ] as const) {
      const sides = map.get(id) ?? zero();
      sides[r.b] = sides[r.b].plus(value);
      map.set(id, sides);
    }
  }
  return { before, during };
}

/** The totals of `ids` summed (an account and its subtree). */
export const sumOf = (totals: Map<number, Sides>, ids: number[]): Sides =>
  ids.reduce((s, id) => add(s, totals.get(id) ?? zero()), zero());

/** Each account's totals with its subtree's (a parent = the sum of its children and its own lines). */
export function rolledUp(chart: ChartAccount[], own: Map<number, Sides>): Map<number, Sides> {
  const rolled = new Map<number, Sides>();
  const childrenOf = new Map<number, ChartAccount[]>();
  for (const a of chart)
    if (a.parentId !== null) childrenOf.set(a.parentId, [...(childrenOf.get(a.parentId) ?? []), a]);
  const visit = (a: ChartAccount): Sides => {
    const known = rolled.get(a.id);
    if (known) return known;
    const total = (childrenOf.get(a.id) ?? []).reduce((s, c) => add(s, visit(c)), own.get(a.id) ?? zero());
    rolled.set(a.id, total);
    return total;
  };
  chart.forEach(visit);
  return rolled;
}

/** Σ of every account's own totals: each posting once, so debits equal credits. */
export const grandTotal = (own: Map<number, Sides>): Sides => [...own.values()].reduce(add, zero());
