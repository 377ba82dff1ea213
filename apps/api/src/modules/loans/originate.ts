import {
  dueDates,
  installmentParts,
  loanTerms,
  messages,
  type Decimal,
  type LoanData,
  type LoanTerms,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { expenses, installments, loans } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../plugins/errors';
import { regularInterestPercent } from '../interests';
import { postDisbursement } from '../journal';
import { requireCurrentRate } from '../prices';

export interface Origination {
  loan: typeof loans.$inferSelect;
  rate: Decimal;
  terms: LoanTerms;
  dueDates: string[];
}

/**
 * A loan is born, inside the caller's transaction: at the current rate and regular interest, with
 * its schedule (installments adding up exactly to amountPay, due dates spread over the credit
 * days) and its disbursement expense, and its journal entry (cash out to the portfolio). A carrier with a loan still to pay is refused (409).
 */
export async function originateLoan(
  tx: Tx,
  origin: { requestId: number; carrierId: number; date: string; data: LoanData },
): Promise<Origination> {
  const { data, date } = origin;
  const rate = await requireCurrentRate(tx);
  const interest = await regularInterestPercent(tx);
  const terms = loanTerms(data.amount, rate, interest, data.feeNumbers);
  if (!terms)
    throw new HttpError(400, messages.splitTooSmall, { 'loanData.feeNumbers': messages.splitTooSmall });
  const due = dueDates(date, data.creditDays, data.feeNumbers);
  const [loan] = await tx
    .insert(loans)
    .values({
      requestId: origin.requestId,
      carrierId: origin.carrierId,
      date,
      reasonForAdmission: data.reasonForAdmission,
      rate: rate.toFixed(),
      interestRate: interest.toFixed(),
      amountAwarded: terms.amountAwarded.toFixed(),
      amountAwardedInBs: String(data.amount),
      amountPay: terms.amountPay.toFixed(),
      totalPayFees: terms.totalPayFees.toFixed(),
      feeNumbers: data.feeNumbers,
      creditDays: data.creditDays,
      nextDueOn: due[0]!,
    })
    .returning()
    .catch((err: unknown) => {
      if (uniqueViolation(err) === 'loans_one_unpaid_key')
        throw new HttpError(409, messages.carrierHasUnpaidLoan);
      throw err;
    });
  const scheduled = terms.installments.map((amount, i) => ({ number: i + 1, dueDate: due[i]!, amount }));
  // The books' parts of each installment, stored for the report's principal by bucket (decision 37).
  const parts = installmentParts({ installments: scheduled, paidBefore: 0, principal: terms.amountAwarded });
  // The schedule and the disbursement expense in one statement (a data-modifying WITH runs whether read or not).
  const schedule = tx.$with('schedule').as(
    tx
      .insert(installments)
      .values(
        scheduled.map((inst, i) => ({
          loanId: loan!.id,
          number: inst.number,
          dueDate: inst.dueDate,
          amount: inst.amount.toFixed(),
          interestPart: parts[i]!.interest.toFixed(),
          principalPart: parts[i]!.principal.toFixed(),
        })),
      )
      .returning({ id: installments.id }),
  );
  await tx
    .with(schedule)
    .insert(expenses)
    .values({
      date,
      reasonForAdmission: data.reasonForAdmission,
      amountPetro: terms.amountAwarded.toFixed(),
      amountBs: String(data.amount),
      rate: rate.toFixed(),
      carrierId: origin.carrierId,
      loanId: loan!.id,
    });
  await postDisbursement(tx, loan!);
  return { loan: loan!, rate, terms, dueDates: due };
}
