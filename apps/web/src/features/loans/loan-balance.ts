import { Decimal, type Loan } from '@app/domain';

/** What is left to pay of a loan as listed: the amount to pay less what was paid, never below 0. */
export const balanceOf = (loan: Pick<Loan, 'amountPay' | 'paidTotal'>): number =>
  Decimal.max(new Decimal(loan.amountPay).minus(loan.paidTotal), 0).toNumber();
