import { eq } from 'drizzle-orm';
import { messages, toJsonNumber, type WriteOffBody } from '@app/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { panelUrl } from '../../lib/links';
import { recordAudit } from '../audit';
import { carrierContact } from '../carriers';
import { loanBooksState, postWriteOff } from '../journal';
import { enqueueMail, loanWrittenOffMail } from '../mail';
import { lockOpenLoanBalance } from './open-loan';

/**
 * A write-off, in the caller's transaction: the loan becomes 'Castigado' with its balance at this
 * moment recorded; it leaves the unpaid loans, mora, the portfolio and the reminders, while money
 * still received for it is recorded as a recovery. Its principal outstanding leaves the books at
 * cost (the write-off's journal entry). Audited, and the carrier is told.
 */
export async function writeOffLoan(
  tx: Tx,
  config: Config,
  adminId: number,
  loanId: number,
  body: WriteOffBody,
) {
  const { loan, today, schedule, balance } = await lockOpenLoanBalance(tx, loanId);
  await postWriteOff(tx, loan, await loanBooksState(tx, loan, schedule), loan.paidTotal, today);
  await tx
    .update(loans)
    .set({
      status: 'Castigado',
      writtenOffOn: today,
      writtenOffBalance: balance.toFixed(),
      writeOffReason: body.reason,
      nextDueOn: null,
      // Its principal left both portfolio accounts: the reclassification has nothing left to move.
      booksPastDue: false,
    })
    .where(eq(loans.id, loanId));
  await recordAudit(tx, adminId, {
    action: 'write-off',
    entity: 'loan',
    entityId: loanId,
    before: { status: 'Por pagar' },
    after: { status: 'Castigado', balance: toJsonNumber(balance), reason: body.reason },
  });
  const who = await carrierContact(tx, loan.carrierId);
  await enqueueMail(
    tx,
    loanWrittenOffMail({
      to: who.email,
      firstNames: who.firstNames,
      balancePetro: toJsonNumber(balance),
      payUrl: panelUrl(config, 'agregar-pago'),
    }),
  );
  return { message: messages.loanWrittenOff };
}
