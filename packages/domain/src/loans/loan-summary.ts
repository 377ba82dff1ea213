import type { LoanStatus } from '../schemas/enums';
import { toJsonNumber } from '../money/amounts';
import { storedLoanStanding, type ScheduledInstallment, type StoredLoan } from './repayment';

/** What a list shows of a loan's standing: `storedLoanStanding`'s figures, the money as JSON numbers. */
export interface LoanSummary {
  amountPay: number;
  feePaid: number;
  status: LoanStatus;
  isMora: boolean;
  credit: number;
}

/** A plain decimal text ('12.3400', '-5'): what PostgreSQL's numeric::text writes. */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Decimal places of a plain decimal text, or -1 for any other input (a number, an exponent). */
function placesOf(v: unknown): number {
  if (typeof v !== 'string') return -1;
  const m = PLAIN.exec(v);
  return m ? (m[3]?.length ?? 0) : -1;
}

/** A plain decimal text as an integer of `places` decimals (places ≥ its own): exact. */
function scaled(v: string, places: number): bigint {
  const [, sign, whole, fraction = ''] = PLAIN.exec(v)!;
  const n = BigInt(whole! + fraction.padEnd(places, '0'));
  return sign ? -n : n;
}

/** An integer of `places` decimals as the JSON number its decimal text reads as. */
function jsonNumber(n: bigint, places: number): number {
  if (places === 0) return toJsonNumber(n.toString());
  const digits = (n < 0n ? -n : n).toString().padStart(places + 1, '0');
  const text = `${n < 0n ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return toJsonNumber(text);
}

/**
 * `storedLoanStanding` as a list shows it, without an installment's figures nobody reads: the same
 * rule over integers of the amounts' decimal places (exact, as the Decimal walk is), a fraction of
 * its cost on a page of loans. Inputs other than plain decimal texts take the Decimal walk itself.
 */
export function storedLoanSummary(
  schedule: ScheduledInstallment[],
  loan: StoredLoan,
  today: string,
): LoanSummary {
  const texts = [loan.paidTotal, loan.paidBefore];
  for (const i of schedule) texts.push(i.amount, i.penalty ?? '0');
  let places = 0;
  for (const t of texts) {
    const p = placesOf(t);
    if (p < 0) return loanSummaryByDecimal(schedule, loan, today);
    places = Math.max(places, p);
  }

  const paid = scaled(loan.paidTotal as string, places);
  const before = scaled(loan.paidBefore as string, places);
  let left = paid - before;
  let amountPay = before;
  let feePaid = 0;
  let counting = true;
  let late = false;
  const ordered = schedule.length > 1 ? [...schedule].sort((a, b) => a.number - b.number) : schedule;
  for (const i of ordered) {
    const owed = scaled(i.amount as string, places) + scaled((i.penalty ?? '0') as string, places);
    amountPay += owed;
    const available = left > 0n ? left : 0n;
    const covered = owed < available ? owed : available;
    left -= covered;
    const fullyPaid = covered === owed;
    if (fullyPaid && counting) feePaid++;
    else counting = false;
    if (!fullyPaid && i.dueDate < today) late = true;
  }
  const status: LoanStatus = paid >= amountPay ? 'Pagado' : 'Por pagar';
  const credit = paid > amountPay ? paid - amountPay : 0n;
  const writtenOff = loan.status === 'Castigado';
  return {
    amountPay: jsonNumber(amountPay, places),
    feePaid,
    status: writtenOff ? 'Castigado' : status,
    isMora: !writtenOff && status === 'Por pagar' && late,
    credit: credit === 0n ? 0 : jsonNumber(credit, places),
  };
}

/** The same figures from the Decimal walk: the rule itself, for inputs the fast path does not read. */
export function loanSummaryByDecimal(
  schedule: ScheduledInstallment[],
  loan: StoredLoan,
  today: string,
): LoanSummary {
  const s = storedLoanStanding(schedule, loan, today);
  return {
    amountPay: toJsonNumber(s.amountPay),
    feePaid: s.feePaid,
    status: s.status,
    isMora: s.isMora,
    credit: toJsonNumber(s.credit),
  };
}
