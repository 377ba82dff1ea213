import { eq } from 'drizzle-orm';
import { bsToPetro, messages, type CreateIncomeBody, type Income } from '@app/domain';
import type { Tx } from '../../db/client';
import { funds, incomes } from '../../db/schema';
import { carrierContact } from '../carriers';
import { HttpError } from '../../plugins/errors';
import { linesOf } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { rowWithinLines } from '../../lib/row-lines';
import { receiveRepayment, unpaidLoanOf } from '../loans';
import { requireRateOn } from '../prices';
import { recordCreation } from '../audit';
import { enqueueMail, repaymentRecordedMail } from '../mail';
import { assertOpenDate } from '../journal';
import { selectIncomes, toIncome } from './income-rows';
import { postCashMovement } from './cash-entry';

/**
 * A manual income, inside the caller's transaction: ₽ at the rate of its date; a fund record keeps who brought
 * it and from where; a credit record is money from a carrier for its unpaid loan, applied exactly
 * like an approved payment (its e-mail queued in the same transaction).
 */
export async function createIncome(tx: Tx, principal: Principal, body: CreateIncomeBody): Promise<Income> {
  // Only a credit record names a carrier; any other income is tied to no line.
  if (!body.isCredit && linesOf(principal)) throw new HttpError(403, messages.everyLineOnly);
  // Credit records too: an administrator dates it, so a closed month refuses it (409 naming the month).
  await assertOpenDate(tx, body.date);
  const rate = await requireRateOn(tx, body.date);
  const amountPetro = bsToPetro(body.incomeAmountBs, rate);
  if (amountPetro.lte(0))
    throw new HttpError(400, messages.amountTooSmall, { incomeAmountBs: messages.amountTooSmall });
  let incomeId: number;
  if (body.isCredit) {
    // Another line's carrier answers as one without a loan to pay.
    const loan = (await rowWithinLines(tx, principal, 'carrier', body.carrier!))
      ? await unpaidLoanOf(tx, body.carrier!)
      : undefined;
    if (!loan)
      throw new HttpError(409, messages.carrierNoUnpaidLoan, { carrier: messages.carrierNoUnpaidLoan });
    const repaid = await receiveRepayment(tx, loan, {
      petro: amountPetro,
      bs: body.incomeAmountBs,
      rate,
      date: body.date,
      reasonForAdmission: body.reasonForAdmission,
      isFund: body.isFund,
    });
    incomeId = repaid.incomeId;
    const who = await carrierContact(tx, loan.carrierId);
    await enqueueMail(
      tx,
      repaymentRecordedMail({
        to: who.email,
        firstNames: who.firstNames,
        amountBs: body.incomeAmountBs,
        date: body.date,
        feePaid: repaid.standing.feePaid,
        feeNumbers: loan.feeNumbers,
      }),
    );
  } else {
    const [row] = await tx
      .insert(incomes)
      .values({
        date: body.date,
        reasonForAdmission: body.reasonForAdmission,
        amountPetro: amountPetro.toFixed(),
        amountBs: String(body.incomeAmountBs),
        rate: rate.toFixed(),
        isFund: body.isFund,
      })
      .returning({ id: incomes.id });
    incomeId = row!.id;
  }
  let fundId: number | undefined;
  if (body.isFund) {
    const [fund] = await tx
      .insert(funds)
      .values({
        incomeId,
        responsibleFirstNames: body.responsible!.firstNames!,
        responsibleLastNames: body.responsible!.lastNames!,
        origin: body.origin!,
      })
      .returning({ id: funds.id });
    fundId = fund!.id;
  }
  // A credit record is a repayment: its entry is the loan's (source payment), posted with it.
  if (!body.isCredit)
    await postCashMovement(tx, {
      source: fundId === undefined ? 'income' : 'fund',
      sourceId: fundId ?? incomeId,
      date: body.date,
      reasonForAdmission: body.reasonForAdmission,
      amountBs: body.incomeAmountBs,
      amountPetro,
    });
  const [selected] = await selectIncomes(tx).where(eq(incomes.id, incomeId));
  const created = toIncome(selected!);
  return recordCreation(tx, principal.id, 'income', created, {
    ...created,
    ...(body.isFund && { responsible: body.responsible, origin: body.origin }),
  });
}
