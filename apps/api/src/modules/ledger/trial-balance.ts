import {
  toJsonNumber,
  type BalanceSheet,
  type IncomeStatement,
  type StatementRow,
  type TrialBalance,
  firstDayAfter,
} from '@app/domain';
import type { Db } from '../../db/client';
import { balanceOf, grandTotal, ownTotals, rolledUp, zero, type Sides } from './account-totals';
import { readChart, type ChartAccount } from './chart-tree';
import { dayBefore } from './ledger';

/** Every account's totals before and within [from, to], rolled up the chart, in one snapshot. */
async function chartTotals(db: Db, range: { from?: string; to: string }) {
  return db.transaction(
    async (tx) => {
      const chart = await readChart(tx);
      const own = await ownTotals(tx, range);
      return { chart, own, before: rolledUp(chart, own.before), during: rolledUp(chart, own.during) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * `GET /api/reports/trial-balance`: every account of the chart (a parent = its subtree), its
 * balance before `from`, its debits and credits within the period and its balance at `to`, in Bs
 * with the unit beside. The totals sum each posting once, so they are equal by construction.
 */
export async function trialBalance(db: Db, range: { from: string; to: string }): Promise<TrialBalance> {
  const { chart, own, before, during } = await chartTotals(db, range);
  const accounts = chart.map((a) => {
    const opening = balanceOf(a.type, before.get(a.id) ?? zero());
    const moved = during.get(a.id) ?? zero();
    const change = balanceOf(a.type, moved);
    return {
      code: a.code,
      name: a.name,
      type: a.type,
      openingBs: toJsonNumber(opening.bs),
      debitBs: toJsonNumber(moved.debit),
      creditBs: toJsonNumber(moved.credit),
      closingBs: toJsonNumber(opening.bs.plus(change.bs)),
      openingUnit: toJsonNumber(opening.unit),
      debitUnit: toJsonNumber(moved.unitDebit),
      creditUnit: toJsonNumber(moved.unitCredit),
      closingUnit: toJsonNumber(opening.unit.plus(change.unit)),
    };
  });
  const total = grandTotal(own.during);
  return { accounts, totals: { debitBs: toJsonNumber(total.debit), creditBs: toJsonNumber(total.credit) } };
}

/** The month's last day ('2026-11' → '2026-11-30'). */
const lastDayOf = (month: string) => dayBefore(firstDayAfter(month));

/** The rows of the accounts of `type`, each its subtree's balance in `totals`, by code. */
const rowsOf = (
  chart: ChartAccount[],
  totals: Map<number, Sides>,
  type: ChartAccount['type'],
): StatementRow[] =>
  chart
    .filter((a) => a.type === type)
    .map((a) => {
      const b = balanceOf(a.type, totals.get(a.id) ?? zero());
      return { code: a.code, name: a.name, amountBs: toJsonNumber(b.bs), unitAmount: toJsonNumber(b.unit) };
    });

/** Σ of the own postings of the accounts of `type`, as that type reads a balance. */
const totalOf = (chart: ChartAccount[], own: Map<number, Sides>, type: ChartAccount['type']) =>
  balanceOf(
    type,
    grandTotal(
      new Map(chart.filter((a) => a.type === type && own.has(a.id)).map((a) => [a.id, own.get(a.id)!])),
    ),
  ).bs;

/** Estado de resultados of a month: its income and expense accounts' movement, and the result. */
export async function incomeStatement(db: Db, month: string): Promise<IncomeStatement> {
  const { chart, own, during } = await chartTotals(db, { from: `${month}-01`, to: lastDayOf(month) });
  const income = totalOf(chart, own.during, 'Ingreso');
  const expenses = totalOf(chart, own.during, 'Gasto');
  return {
    month,
    income: rowsOf(chart, during, 'Ingreso'),
    expenses: rowsOf(chart, during, 'Gasto'),
    totals: {
      incomeBs: toJsonNumber(income),
      expensesBs: toJsonNumber(expenses),
      resultBs: toJsonNumber(income.minus(expenses)),
    },
  };
}

/** Balance general at a month's last day: every balance from the first posting on. */
export async function balanceSheet(db: Db, month: string): Promise<BalanceSheet> {
  const date = lastDayOf(month);
  const { chart, own, during } = await chartTotals(db, { to: date });
  const total = (type: ChartAccount['type']) => totalOf(chart, own.during, type);
  return {
    month,
    date,
    assets: rowsOf(chart, during, 'Activo'),
    liabilities: rowsOf(chart, during, 'Pasivo'),
    equity: rowsOf(chart, during, 'Patrimonio'),
    totals: {
      assetsBs: toJsonNumber(total('Activo')),
      liabilitiesBs: toJsonNumber(total('Pasivo')),
      equityBs: toJsonNumber(total('Patrimonio')),
      resultBs: toJsonNumber(total('Ingreso').minus(total('Gasto'))),
    },
  };
}
