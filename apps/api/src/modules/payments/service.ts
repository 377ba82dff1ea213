import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { bsToPetro, messages, toJsonNumber, type CreatePaymentBody, type Payment } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, payments } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { notSelfDealing, refuseSelfDealing } from '../../lib/self-dealing';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../lib/principal';
import { receiveRepayment, unpaidLoanOf } from '../loans';
import { paymentDecidedMail, queueMailWith } from '../mail';
import { requireRateOn } from '../prices';
import { recordAudit } from '../audit';
import { findPayment, toPayment } from './payment-rows';
import { carrierPersonColumns } from '../carriers';

const voucherTaken = (err: unknown) => {
  if (uniqueViolation(err) === 'payments_voucher_key') {
    throw new HttpError(409, messages.voucherUsed, { voucherCode: messages.voucherUsed });
  }
  throw err;
};

/**
 * A carrier reports a payment of its own unpaid loan: ₽ at the rate of the payment date; a bank
 * reference already used by a payment that is not rejected is refused. Inside the caller's transaction.
 */
export async function reportPayment(
  tx: Tx,
  carrierId: number,
  body: CreatePaymentBody,
): Promise<Payment & { message: string }> {
  const loan = await unpaidLoanOf(tx, carrierId);
  if (!loan || (body.loan !== undefined && body.loan !== loan.id))
    throw new HttpError(409, messages.noUnpaidLoan);
  const rate = await requireRateOn(tx, body.date);
  const amountPetro = bsToPetro(body.amount, rate);
  if (amountPetro.lte(0))
    throw new HttpError(400, messages.amountTooSmall, { amount: messages.amountTooSmall });
  const [taken] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.voucherCode, body.voucherCode), sql`${payments.status} <> 'Rechazado'`))
    .limit(1);
  if (taken) voucherTaken({ code: '23505', constraint: 'payments_voucher_key' });
  const [row] = await tx
    .insert(payments)
    .values({
      carrierId,
      loanId: loan.id,
      amountBs: String(body.amount),
      amountPetro: amountPetro.toFixed(),
      rate: rate.toFixed(),
      voucherCode: body.voucherCode,
      date: body.date,
    })
    .returning({ id: payments.id })
    .catch(voucherTaken);
  return { ...(await findPayment(tx, row!.id))!, message: messages.paymentSent };
}

/** The approval's effect (the money applied to the loan, its credit income) and the carrier's e-mail about it. */
async function approvedNews(
  tx: Tx,
  p: typeof payments.$inferSelect,
  mail: Omit<Parameters<typeof paymentDecidedMail>[0], 'approved'>,
) {
  const { standing, feeNumbers } = await receiveRepayment(
    tx,
    { id: p.loanId, carrierId: p.carrierId },
    {
      petro: p.amountPetro,
      bs: p.amountBs,
      rate: p.rate,
      date: p.date,
      reasonForAdmission: `Pago de cuota (referencia ${p.voucherCode})`,
      paymentId: p.id,
    },
  );
  return paymentDecidedMail({ ...mail, approved: true, feePaid: standing.feePaid, feeNumbers });
}

/**
 * An administrator's decision, taken once (a conditional update: concurrent approvals apply the
 * payment once), never on his own credit (403). Approval applies it to the loan and records the
 * credit income in the same transaction; either way the carrier's e-mail is queued in it. Inside
 * the caller's transaction.
 */
export async function decidePayment(tx: Tx, adminId: number, id: number, status: 'Aprobado' | 'Rechazado') {
  // One statement: the claim, the self-dealing rule, and who to e-mail with the carrier as the answer shows it.
  const [decided] = await tx
    .update(payments)
    .set({ status, decidedAt: sql`now()`, decidedBy: adminId })
    .from(carriers)
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'Por revisar'),
        eq(carriers.id, payments.carrierId),
        notSelfDealing(adminId, affiliates.dni),
      ),
    )
    .returning({ p: getTableColumns(payments), email: affiliates.email, carrier: carrierPersonColumns });
  if (!decided) {
    await refuseSelfDealing(tx, adminId, { payment: id });
    const exists = await findPayment(tx, id);
    throw exists
      ? new HttpError(409, messages.paymentAlreadyDecided)
      : new HttpError(404, messages.paymentNotFound);
  }
  const { p, ...who } = decided;
  const mail = {
    to: who.email,
    firstNames: who.carrier.firstNames,
    amountBs: toJsonNumber(p.amountBs),
    voucherCode: p.voucherCode,
    date: p.date,
  };
  const news =
    status === 'Aprobado'
      ? await approvedNews(tx, p, mail)
      : paymentDecidedMail({ ...mail, approved: false });
  await recordAudit(
    tx,
    adminId,
    {
      action: status === 'Aprobado' ? 'approve' : 'reject',
      entity: 'payment',
      entityId: id,
      before: { status: 'Por revisar' },
      after: {
        status,
        loanId: p.loanId,
        amountBs: toJsonNumber(p.amountBs),
        amountInPetro: toJsonNumber(p.amountPetro),
        voucherCode: p.voucherCode,
      },
    },
    queueMailWith(tx, news),
  );
  return { message: messages.statusChanged, payment: toPayment({ p, carrier: who.carrier }) };
}

export async function getPayment(db: Db, principal: Principal, id: number): Promise<Payment> {
  const found = await findPayment(db, id);
  if (!found || (principal.type === 'Carrier' && found.carrier.id !== principal.id)) {
    throw new HttpError(404, messages.paymentNotFound);
  }
  return found;
}
