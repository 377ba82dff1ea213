import { eq } from 'drizzle-orm';
import { bsToPetro, messages, type CreateExpenseBody, type Expense } from '@app/domain';
import type { Tx } from '../../db/client';
import { expenses } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { requireRateOn } from '../prices';
import { recordCreation } from '../audit';
import { assertOpenDate } from '../journal';
import { selectExpenses, toExpense } from './expense-rows';
import { postCashMovement } from './cash-entry';

/**
 * An expense: date, reason and Bs; ₽ at the rate of its date; no carrier. Inside the caller's
 * transaction (a four-eyes approval's too: a month closed meanwhile refuses it then), with its entry.
 */
export async function createExpense(tx: Tx, actor: number, body: CreateExpenseBody): Promise<Expense> {
  await assertOpenDate(tx, body.date);
  const rate = await requireRateOn(tx, body.date);
  const amountPetro = bsToPetro(body.incomeAmount, rate);
  if (amountPetro.lte(0))
    throw new HttpError(400, messages.amountTooSmall, { incomeAmount: messages.amountTooSmall });
  const [row] = await tx
    .insert(expenses)
    .values({
      date: body.date,
      reasonForAdmission: body.reasonForAdmission,
      amountPetro: amountPetro.toFixed(),
      amountBs: String(body.incomeAmount),
      rate: rate.toFixed(),
    })
    .returning({ id: expenses.id });
  await postCashMovement(tx, {
    source: 'expense',
    sourceId: row!.id,
    date: body.date,
    reasonForAdmission: body.reasonForAdmission,
    amountBs: body.incomeAmount,
    amountPetro,
  });
  const [selected] = await selectExpenses(tx).where(eq(expenses.id, row!.id));
  return recordCreation(tx, actor, 'expense', toExpense(selected!));
}
