import { eq } from 'drizzle-orm';
import { bsToPetro, messages, type CreateIncomeBody, type Income } from '@app/domain';
import type { Tx } from '../../db/client';
import { affiliates, carriers, funds, incomes } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { applyRepayment } from '../loans/repayment';
import { unpaidLoanOf } from '../loans/unpaid-loan';
import { requireRateOn } from '../prices/service';
import { recordCreation } from '../audit/record';
import { enqueueMail } from '../mail/outbox';
import { repaymentRecordedMail } from '../mail/templates';
import { selectIncomes, toIncome } from './income-rows';

/**
 * A manual income, inside the caller's transaction: ₽ at the rate of its date; a fund record keeps who brought
 * it and from where; a credit record is money from a carrier for its unpaid loan, applied exactly
 * like an approved payment (its e-mail queued in the same transaction).
 */
export async function createIncome(tx: Tx, actor: number, body: CreateIncomeBody): Promise<Income> {
  const rate = await requireRateOn(tx, body.date);
  const amountPetro = bsToPetro(body.incomeAmountBs, rate);
  if (amountPetro.lte(0))
    throw new HttpError(400, messages.amountTooSmall, { incomeAmountBs: messages.amountTooSmall });
  let credit: { carrierId: number; loanId: number; quotaNumber: number } | null = null;
  if (body.isCredit) {
    const loan = await unpaidLoanOf(tx, body.carrier!);
    if (!loan)
      throw new HttpError(409, messages.carrierNoUnpaidLoan, { carrier: messages.carrierNoUnpaidLoan });
    const { quotaNumber, standing } = await applyRepayment(tx, loan.id, {
      petro: amountPetro,
      bs: body.incomeAmountBs,
      date: body.date,
    });
    credit = { carrierId: body.carrier!, loanId: loan.id, quotaNumber };
    const [who] = await tx
      .select({ email: affiliates.email, firstNames: affiliates.firstNames })
      .from(carriers)
      .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
      .where(eq(carriers.id, body.carrier!));
    await enqueueMail(
      tx,
      repaymentRecordedMail({
        to: who!.email,
        firstNames: who!.firstNames,
        amountBs: body.incomeAmountBs,
        date: body.date,
        feePaid: standing.feePaid,
        feeNumbers: loan.feeNumbers,
      }),
    );
  }
  const [row] = await tx
    .insert(incomes)
    .values({
      date: body.date,
      reasonForAdmission: body.reasonForAdmission,
      amountPetro: amountPetro.toFixed(),
      amountBs: String(body.incomeAmountBs),
      rate: rate.toFixed(),
      isFund: body.isFund,
      isCredit: body.isCredit,
      ...(credit ?? {}),
    })
    .returning({ id: incomes.id });
  if (body.isFund) {
    await tx.insert(funds).values({
      incomeId: row!.id,
      responsibleFirstNames: body.responsible!.firstNames!,
      responsibleLastNames: body.responsible!.lastNames!,
      origin: body.origin!,
    });
  }
  const [selected] = await selectIncomes(tx).where(eq(incomes.id, row!.id));
  const created = toIncome(selected!);
  return recordCreation(tx, actor, 'income', created, {
    ...created,
    ...(body.isFund && { responsible: body.responsible, origin: body.origin }),
  });
}
