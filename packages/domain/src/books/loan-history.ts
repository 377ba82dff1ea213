import { Decimal, type DecimalInput } from '../money/decimal';
import { installmentParts, type BooksLoanState } from './installment-parts';
import { principalCostBs } from './principal-cost';
import { rescheduleCarry, splitRepayments, writeOffPrincipal, type RepaymentParts } from './repayment-split';
import { repaymentPostingLines, type PostingLineSpec } from './repayment-posting';
import type { JournalSource } from './journal';
import type { MovementKind } from '../schemas/accounts';
import { loanEntryDescriptions } from './loan-entries';
import { booksPastDueFrom, reclassificationDescriptions } from './reclassification';

/** An installment row as stored (current or replaced), with the row id its parts are written to. */
export interface StoredInstallment {
  id: number;
  number: number;
  dueDate: string;
  amount: DecimalInput;
  penalty: DecimalInput | null;
}

/** A loan as the history reads it: its rows before the books existed. */
export interface LoanRecord {
  id: number;
  amountAwarded: DecimalInput;
  amountAwardedInBs: DecimalInput;
  status: string;
  writtenOffOn: string | null;
  nextDueOn: string | null;
  /** The schedules in force one after the other: the first one from the loan's date. */
  schedules: {
    /** The reschedule that started it (null: the loan's first schedule). */
    rescheduleId: number | null;
    paidBefore: DecimalInput;
    /** Its installments: the replaced ones for a schedule a reschedule replaced, else the current ones. */
    installments: StoredInstallment[];
    /** Whether its rows are replaced_installments (false: installments). */
    replaced: boolean;
  }[];
  /** Its money in (credit and recovery incomes), in the order it was applied (income id). */
  money: {
    incomeId: number;
    paymentId: number | null;
    date: string;
    petro: DecimalInput;
    bs: DecimalInput;
    recovery: boolean;
    /** The reason the money was recorded with (a recovery's without the 'Recuperación: ' its income adds). */
    reason: string;
  }[];
}

/** An entry as the history posts it: the shape `postEntry` takes, its lines by kind. */
export interface HistoryPosting {
  date: string;
  source: JournalSource;
  sourceId: number;
  description: string;
  lines: PostingLineSpec[];
}

export interface LoanHistory {
  /** installment_parts of every installment row (current and replaced). */
  parts: { id: number; replaced: boolean; interest: Decimal; principal: Decimal }[];
  /** carried_principal / carried_penalty of each reschedule. */
  carries: { rescheduleId: number; principal: Decimal; penalty: Decimal }[];
  postings: HistoryPosting[];
  /** The loan is past due on `today` and the books hold it so from `since` (loans.books_past_due). */
  pastDueSince: string | null;
}

const zero = () => new Decimal(0);

/**
 * A loan's books from its rows, as live posting would have written them event by event (decision
 * 37): each schedule's state (the first from amountAwarded, each reschedule's carry from the one
 * before), its money split schedule by schedule in the order it was applied, the write-off and
 * what came after as recoveries. A loan more than PAST_DUE_DAYS late on `today` is reclassified on
 * the day it crossed, and its money from that day on credits the past-due portfolio, so the books
 * match the report from then on. The disbursement is set-based SQL (it needs no state).
 */
export function loanHistory(loan: LoanRecord, today: string): LoanHistory {
  const out: LoanHistory = { parts: [], carries: [], postings: [], pastDueSince: null };
  const awarded = new Decimal(loan.amountAwarded);
  const disbursedBs = new Decimal(loan.amountAwardedInBs);
  const crossing = loan.status === 'Por pagar' && loan.nextDueOn ? booksPastDueFrom(loan.nextDueOn) : null;
  const pastDueSince = crossing && crossing <= today ? crossing : null;

  // Each schedule's books state, and the parts of its installment rows.
  const states: BooksLoanState[] = [];
  for (const [k, schedule] of loan.schedules.entries()) {
    let state: BooksLoanState;
    if (k === 0) state = { installments: schedule.installments, paidBefore: 0, principal: awarded };
    else {
      const carry = rescheduleCarry(states[k - 1]!, schedule.paidBefore);
      out.carries.push({
        rescheduleId: schedule.rescheduleId!,
        principal: carry.principal,
        penalty: carry.penalty,
      });
      state = {
        installments: schedule.installments,
        paidBefore: schedule.paidBefore,
        principal: carry.principal,
        carriedPenalty: carry.penalty,
      };
    }
    states.push(state);
    const parts = installmentParts(state);
    const idOf = new Map(schedule.installments.map((i) => [i.number, i.id]));
    for (const p of parts)
      out.parts.push({
        id: idOf.get(p.number)!,
        replaced: schedule.replaced,
        interest: p.interest,
        principal: p.principal,
      });
  }

  // The repayments, split in runs that fall in one schedule (a run: one walk of its schedule).
  const credits = loan.money.filter((m) => !m.recovery);
  const splits: RepaymentParts[] = [];
  let paid = zero();
  let at = 0;
  while (at < credits.length) {
    const s = scheduleAt(loan.schedules, paid);
    const nextStart = loan.schedules[s + 1]?.paidBefore;
    const run: Decimal[] = [];
    let end = paid;
    while (at + run.length < credits.length && (nextStart === undefined || end.lt(nextStart))) {
      const amount = new Decimal(credits[at + run.length]!.petro);
      run.push(amount);
      end = end.plus(amount);
    }
    splits.push(...splitRepayments(states[s]!, paid, run));
    paid = end;
    at += run.length;
  }

  let repaid = zero();
  let costBefore = zero();
  let principalBefore = zero();
  /** An entry moving the loan's principal at cost from one account to another (reclassification, write-off). */
  const move = (
    head: Pick<HistoryPosting, 'date' | 'source' | 'description'>,
    to: MovementKind,
    from: MovementKind,
    bs: Decimal,
    unit: Decimal,
  ) =>
    out.postings.push({
      ...head,
      sourceId: loan.id,
      lines: [
        { kind: to, debitBs: bs, unitAmount: unit },
        { kind: from, creditBs: bs, unitAmount: unit },
      ],
    });
  for (const [k, money] of credits.entries()) {
    const parts = splits[k]!;
    const pastDue = pastDueSince !== null && money.date >= pastDueSince;
    const lines = repaymentPostingLines({
      parts,
      bs: money.bs,
      amountAwarded: awarded,
      disbursedBs,
      principalRepaidBefore: repaid,
      pastDue,
    });
    const cost = parts.principal.isZero()
      ? zero()
      : principalCostBs(awarded, disbursedBs, repaid, parts.principal);
    repaid = repaid.plus(parts.principal);
    if (!pastDue) {
      costBefore = costBefore.plus(cost);
      principalBefore = principalBefore.plus(parts.principal);
    }
    out.postings.push({
      date: money.date,
      source: money.paymentId === null ? 'income' : 'payment',
      sourceId: money.paymentId ?? money.incomeId,
      description: loanEntryDescriptions.repayment(loan.id, money.reason),
      lines,
    });
  }
  if (pastDueSince)
    move(
      {
        date: pastDueSince,
        source: 'reclassification',
        description: reclassificationDescriptions.toPastDue(loan.id),
      },
      'portfolioPastDue',
      'portfolioCurrent',
      disbursedBs.minus(costBefore),
      awarded.minus(principalBefore),
    );
  out.pastDueSince = pastDueSince;

  if (loan.status === 'Castigado' && loan.writtenOffOn) {
    const last = states.at(-1)!;
    const principal = writeOffPrincipal(last, paid);
    const bs = disbursedBs.minus(principalCostBs(awarded, disbursedBs, 0, repaid));
    move(
      { date: loan.writtenOffOn, source: 'writeoff', description: loanEntryDescriptions.writeOff(loan.id) },
      'writeOff',
      'portfolioCurrent',
      bs,
      principal,
    );
    const recoveries = loan.money.filter((m) => m.recovery);
    const recovered = splitRepayments(
      { ...last, writtenOff: true },
      paid,
      recoveries.map((m) => m.petro),
    );
    for (const [k, money] of recoveries.entries())
      out.postings.push({
        date: money.date,
        source: 'recovery',
        sourceId: money.incomeId,
        description: loanEntryDescriptions.recovery(loan.id, money.reason),
        lines: repaymentPostingLines({
          parts: recovered[k]!,
          bs: money.bs,
          amountAwarded: awarded,
          disbursedBs,
          principalRepaidBefore: repaid,
          pastDue: false,
        }),
      });
  }
  return out;
}

/** The schedule money paid from `paid` on falls in: the latest one whose paidBefore ≤ paid. */
function scheduleAt(schedules: LoanRecord['schedules'], paid: Decimal): number {
  let s = 0;
  while (s + 1 < schedules.length && paid.gte(schedules[s + 1]!.paidBefore)) s++;
  return s;
}
