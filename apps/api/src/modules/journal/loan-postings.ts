import {
  Decimal,
  loanEntryDescriptions,
  repaymentPostingLines,
  splitRepayment,
  writeOffPrincipal,
  type BooksLoanState,
  type DecimalInput,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { loans } from '../../db/schema';
import { principalRepaid, type BooksLoanRow } from './loan-books-state';
import { postEntry } from './post';

type PostedLoan = BooksLoanRow & Pick<typeof loans.$inferSelect, 'booksPastDue'>;

const portfolio = (loan: PostedLoan) => (loan.booksPastDue ? 'portfolioPastDue' : 'portfolioCurrent');

/** The disbursement: the Bs entered leave cash for the current portfolio, with amountAwarded beside. */
export const postDisbursement = (
  tx: Tx,
  loan: Pick<typeof loans.$inferSelect, 'id' | 'date' | 'amountAwarded' | 'amountAwardedInBs'>,
) =>
  postEntry(tx, {
    date: loan.date,
    source: 'loan',
    sourceId: loan.id,
    description: loanEntryDescriptions.disbursement(loan.id),
    lines: [
      { kind: 'portfolioCurrent', debitBs: loan.amountAwardedInBs, unitAmount: loan.amountAwarded },
      { kind: 'cash', creditBs: loan.amountAwardedInBs, unitAmount: loan.amountAwarded },
    ],
  });

export interface PostedRepayment {
  petro: DecimalInput;
  bs: DecimalInput;
  date: string;
  reason: string;
  /** The credit income that records it, and the approved payment when it comes from one. */
  incomeId: number;
  paymentId?: number | undefined;
}

/**
 * Money for a loan, split on its state before the money (`paidTotalBefore`): an approved
 * payment's entry (source payment), a manual credit income's (income), or for a written-off loan
 * a recovery (its income's id). Principal leaves the portfolio at cost (decision 37).
 */
export function postRepayment(
  tx: Tx,
  loan: PostedLoan,
  state: BooksLoanState,
  paidTotalBefore: DecimalInput,
  money: PostedRepayment,
) {
  const parts = splitRepayment(state, paidTotalBefore, money.petro);
  const lines = repaymentPostingLines({
    parts,
    bs: money.bs,
    amountAwarded: loan.amountAwarded,
    disbursedBs: loan.amountAwardedInBs,
    principalRepaidBefore: state.writtenOff ? 0 : principalRepaid(loan, state, paidTotalBefore).unit,
    pastDue: loan.booksPastDue,
  });
  const source = state.writtenOff
    ? ({ source: 'recovery', sourceId: money.incomeId } as const)
    : money.paymentId !== undefined
      ? ({ source: 'payment', sourceId: money.paymentId } as const)
      : ({ source: 'income', sourceId: money.incomeId } as const);
  return postEntry(tx, {
    date: money.date,
    ...source,
    description: state.writtenOff
      ? loanEntryDescriptions.recovery(loan.id, money.reason)
      : loanEntryDescriptions.repayment(loan.id, money.reason),
    lines,
  });
}

/**
 * A write-off takes the principal outstanding out of the portfolio at its remaining cost (the Bs
 * disbursed less the cost of the principal repaid), so the loan's portfolio Bs ends at exactly 0.
 */
export function postWriteOff(
  tx: Tx,
  loan: PostedLoan,
  state: BooksLoanState,
  paidTotal: DecimalInput,
  date: string,
) {
  const unit = writeOffPrincipal(state, paidTotal);
  const bs = new Decimal(loan.amountAwardedInBs).minus(principalRepaid(loan, state, paidTotal).costBs);
  return postEntry(tx, {
    date,
    source: 'writeoff',
    sourceId: loan.id,
    description: loanEntryDescriptions.writeOff(loan.id),
    lines: [
      { kind: 'writeOff', debitBs: bs, unitAmount: unit },
      { kind: portfolio(loan), creditBs: bs, unitAmount: unit },
    ],
  });
}
