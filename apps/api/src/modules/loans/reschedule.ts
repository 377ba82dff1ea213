import { desc, eq } from 'drizzle-orm';
import {
  Decimal,
  installmentParts,
  messages,
  rescheduleCarry,
  rescheduledInstallments,
  toJsonNumber,
  type RescheduleBody,
} from '@app/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { installments, loanReschedules, loans, replacedInstallments } from '../../db/schema';
import { panelUrl } from '../../lib/links';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { carrierContact } from '../carriers';
import { loanBooksState, reclassifyLoan } from '../journal';
import { enqueueMail, loanRescheduledMail } from '../mail';
import { lockOpenLoanBalance } from './open-loan';

/** The first day the loan's current schedule was in force: its last reschedule's, or the loan's own date. */
async function currentScheduleStart(tx: Tx, loan: { id: number; date: string }): Promise<string> {
  const [last] = await tx
    .select({ startsOn: loanReschedules.startsOn })
    .from(loanReschedules)
    .where(eq(loanReschedules.loanId, loan.id))
    .orderBy(desc(loanReschedules.id))
    .limit(1);
  return last?.startsOn ?? loan.date;
}

const scheduleSummary = (
  schedule: { number: number; dueDate: string; amount: string; penalty: string | null }[],
) =>
  schedule.map((i) => ({
    number: i.number,
    dueDate: i.dueDate,
    amount: toJsonNumber(i.amount),
    penalty: toJsonNumber(i.penalty ?? 0),
  }));

/**
 * A reschedule, in the caller's transaction: the balance still owed (penalties already charged
 * included) becomes a new schedule from today, split and dated as an approval would. The replaced
 * installments are kept as they were, with the days they were in force; the loan keeps its id,
 * payments and amountPay (what it paid so far plus the balance), and its current schedule is
 * covered by what is paid from now on (paidBefore). Audited, and the carrier is told.
 */
export async function rescheduleLoan(
  tx: Tx,
  config: Config,
  adminId: number,
  loanId: number,
  body: RescheduleBody,
) {
  const { loan, today, schedule, balance } = await lockOpenLoanBalance(tx, loanId);
  const fresh = rescheduledInstallments(balance, body.feeNumbers, body.creditDays, today);
  if (!fresh) throw new HttpError(400, messages.splitTooSmall, { feeNumbers: messages.splitTooSmall });

  // No entry: what the balance carries (principal, penalties) is stored, the new schedule's books state.
  const carry = rescheduleCarry(await loanBooksState(tx, loan, schedule), loan.paidTotal);
  const parts = installmentParts({
    installments: fresh,
    paidBefore: loan.paidTotal,
    principal: carry.principal,
    carriedPenalty: carry.penalty,
  });
  const inForceFrom = await currentScheduleStart(tx, loan);
  const [change] = await tx
    .insert(loanReschedules)
    .values({
      loanId,
      startsOn: today,
      balance: balance.toFixed(),
      paidBefore: loan.paidTotal,
      carriedPrincipal: carry.principal.toFixed(),
      carriedPenalty: carry.penalty.toFixed(),
      feeNumbers: body.feeNumbers,
      creditDays: body.creditDays,
      reason: body.reason,
      adminId,
    })
    .returning({ id: loanReschedules.id });
  await tx.insert(replacedInstallments).values(
    schedule.map((i) => ({
      rescheduleId: change!.id,
      loanId,
      number: i.number,
      dueDate: i.dueDate,
      amount: i.amount,
      penalty: i.penalty,
      penaltyAppliedAt: i.penaltyAppliedAt,
      interestPart: i.interestPart,
      principalPart: i.principalPart,
      inForceFrom,
      replacedOn: today,
      paidBefore: loan.paidBefore,
    })),
  );
  await tx.delete(installments).where(eq(installments.loanId, loanId));
  await tx.insert(installments).values(
    fresh.map((i, k) => ({
      loanId,
      number: i.number,
      dueDate: i.dueDate,
      amount: String(i.amount),
      interestPart: parts[k]!.interest.toFixed(),
      principalPart: parts[k]!.principal.toFixed(),
    })),
  );
  await tx
    .update(loans)
    .set({
      paidBefore: loan.paidTotal,
      rescheduledOn: today,
      amountPay: new Decimal(loan.paidTotal).plus(balance).toFixed(),
      feeNumbers: body.feeNumbers,
      creditDays: body.creditDays,
      totalPayFees: String(fresh[0]!.amount),
      feePaid: 0,
      nextDueOn: fresh[0]!.dueDate,
    })
    .where(eq(loans.id, loanId));
  // Its new schedule is current: a principal the books held past due moves back today, not at the next sweep.
  await reclassifyLoan(tx, loanId, today);

  await recordAudit(tx, adminId, {
    action: 'reschedule',
    entity: 'loan',
    entityId: loanId,
    before: { feeNumbers: loan.feeNumbers, creditDays: loan.creditDays, schedule: scheduleSummary(schedule) },
    after: {
      feeNumbers: body.feeNumbers,
      creditDays: body.creditDays,
      schedule: scheduleSummary(fresh.map((i) => ({ ...i, amount: String(i.amount), penalty: null }))),
      balance: toJsonNumber(balance),
      reason: body.reason,
    },
  });
  const who = await carrierContact(tx, loan.carrierId);
  await enqueueMail(
    tx,
    loanRescheduledMail({
      to: who.email,
      firstNames: who.firstNames,
      balancePetro: toJsonNumber(balance),
      feeNumbers: body.feeNumbers,
      creditDays: body.creditDays,
      firstDueDate: fresh[0]!.dueDate,
      installmentPetro: toJsonNumber(fresh[0]!.amount),
      panelUrl: panelUrl(config, 'mis-prestamos'),
    }),
  );
  return { message: messages.loanRescheduled };
}
