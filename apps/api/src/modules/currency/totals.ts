import { sql } from 'drizzle-orm';
import type { Rows, Tx } from '../../db/client';

interface Row {
  /** What loans to pay still owe, in the unit. */
  outstanding: string;
  paidTotal: string;
  paidBs: string;
  paymentsUnit: string;
  paymentsBs: string;
  incomesUnit: string;
  incomesBs: string;
  expensesUnit: string;
  expensesBs: string;
}

/** The portfolio's totals in the unit and in Bs: what a change of unit is audited with, before and after. */
export interface PortfolioTotals {
  unit: Pick<Row, 'outstanding' | 'paidTotal' | 'paymentsUnit' | 'incomesUnit' | 'expensesUnit'>;
  bs: Pick<Row, 'paidBs' | 'paymentsBs' | 'incomesBs' | 'expensesBs'>;
}

/** Whole-table sums: read only inside a change of unit, which touches every row anyway. */
export async function portfolioTotals(tx: Tx): Promise<PortfolioTotals> {
  const { rows } = (await tx.execute(sql`
    select (select coalesce(sum(amount_pay - paid_total), 0)::text from loans where status = 'Por pagar') as outstanding,
           (select coalesce(sum(paid_total), 0)::text from loans) as "paidTotal",
           (select coalesce(sum(paid_bs), 0)::text from loans) as "paidBs",
           (select coalesce(sum(amount_petro), 0)::text from payments) as "paymentsUnit",
           (select coalesce(sum(amount_bs), 0)::text from payments) as "paymentsBs",
           (select coalesce(sum(amount_petro), 0)::text from incomes) as "incomesUnit",
           (select coalesce(sum(amount_bs), 0)::text from incomes) as "incomesBs",
           (select coalesce(sum(amount_petro), 0)::text from expenses) as "expensesUnit",
           (select coalesce(sum(amount_bs), 0)::text from expenses) as "expensesBs"`)) as unknown as Rows<Row>;
  const {
    outstanding,
    paidTotal,
    paymentsUnit,
    incomesUnit,
    expensesUnit,
    paidBs,
    paymentsBs,
    incomesBs,
    expensesBs,
  } = rows[0]!;
  return {
    unit: { outstanding, paidTotal, paymentsUnit, incomesUnit, expensesUnit },
    bs: { paidBs, paymentsBs, incomesBs, expensesBs },
  };
}
