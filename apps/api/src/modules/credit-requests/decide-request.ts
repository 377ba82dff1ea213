import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { businessDate, messages, toJsonNumber, type CreditRequest, type LoanData } from '@app/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { affiliates, carriers, creditRequests } from '../../db/schema';
import { passwordLinkUrl, signInUrl } from '../../lib/links';
import { TOKEN_HOURS, issueOneTimeToken } from '../../lib/one-time-tokens';
import { HttpError } from '../../plugins/errors';
import { notSelfDealing, refuseSelfDealing } from '../../lib/self-dealing';
import { hashPassword } from '../accounts';
import { queueMailWith, requestApprovedMail, requestRejectedMail } from '../mail';
import { originateLoan } from '../loans';
import { recordAudit } from '../audit';
import { requestColumns, toRequest } from './requests-query';
import { requireDocuments } from './required-documents';

interface Decision {
  message: string;
  request: CreditRequest;
  loan: { id: number } | null;
}

/**
 * Takes the request out of 'Por revisar' for this decision, never on the administrator's own credit
 * (403), in one statement that also reads the affiliate and his open carrier account. The
 * conditional update locks the row: a concurrent second decision waits, then finds it decided and
 * is refused; nothing else happens.
 */
async function claimPending(tx: Tx, id: number, status: 'Aprobado' | 'Rechazado', adminId: number) {
  const [row] = await tx
    .update(creditRequests)
    .set({ status, decidedAt: sql`now()`, decidedBy: adminId })
    .from(affiliates)
    .leftJoin(carriers, and(eq(carriers.affiliateId, affiliates.id), isNull(carriers.retiredAt)))
    .where(
      and(
        eq(creditRequests.id, id),
        eq(creditRequests.status, 'Por revisar'),
        eq(affiliates.id, creditRequests.affiliateId),
        notSelfDealing(adminId, affiliates.dni),
      ),
    )
    .returning({ ...requestColumns, carrierId: carriers.id });
  if (row) return row;
  await refuseSelfDealing(tx, adminId, { request: id });
  const [exists] = await tx
    .select({ id: creditRequests.id })
    .from(creditRequests)
    .where(eq(creditRequests.id, id));
  throw exists
    ? new HttpError(409, messages.requestAlreadyDecided)
    : new HttpError(404, messages.requestNotFound);
}

export async function rejectRequest(tx: Tx, id: number, adminId: number): Promise<Decision> {
  const claimed = await claimPending(tx, id, 'Rechazado', adminId);
  const { r: request, affiliate } = claimed;
  const news = requestRejectedMail({
    to: affiliate.email,
    firstNames: affiliate.firstNames,
    amountBs: toJsonNumber(request.amountBs),
  });
  await recordAudit(
    tx,
    adminId,
    {
      action: 'reject',
      entity: 'credit-request',
      entityId: id,
      before: { status: 'Por revisar' },
      after: { status: 'Rechazado' },
    },
    queueMailWith(tx, news),
  );
  return { message: messages.requestRejected, request: toRequest(claimed), loan: null };
}

/** The affiliate's open carrier account (its id, read by the claim), or one opened now (no usable password yet). */
async function carrierAccountFor(
  tx: Tx,
  affiliateId: number,
  open: number | null,
): Promise<{ id: number; created: boolean }> {
  if (open !== null) return { id: open, created: false };
  // Nobody knows this password: the applicant sets a real one through the e-mailed link.
  const [row] = await tx
    .insert(carriers)
    .values({ affiliateId, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) })
    .returning({ id: carriers.id });
  return { id: row!.id, created: true };
}

/**
 * Approval, all in one transaction: the required documents verified (REQUIRED_DOCUMENTS, else 409),
 * the request becomes 'Aprobado', the loan is created with its schedule (installments adding up
 * exactly to amountPay), the carrier account when missing, the disbursement expense, and the e-mail
 * to the applicant (queued; sent after the commit). All inside the caller's transaction.
 */
export async function approveRequest(
  tx: Tx,
  config: Config,
  id: number,
  adminId: number,
  data: LoanData,
): Promise<Decision> {
  const claimed = await claimPending(tx, id, 'Aprobado', adminId);
  const { r: request, affiliate } = claimed;
  // After the claim (the request row is locked): the papers are read, and held, in this transaction.
  await requireDocuments(tx, config, request.affiliateId);
  const account = await carrierAccountFor(tx, affiliate.id, claimed.carrierId);
  const {
    loan,
    rate,
    terms,
    dueDates: due,
  } = await originateLoan(tx, {
    requestId: request.id,
    carrierId: account.id,
    date: businessDate(),
    data,
  });

  const token = account.created
    ? await issueOneTimeToken(tx, 'set-password', { type: 'Carrier', id: account.id })
    : undefined;
  const news = requestApprovedMail({
    to: affiliate.email,
    firstNames: affiliate.firstNames,
    signInUrl: signInUrl(config, 'Carrier'),
    ...(token && {
      setPasswordUrl: passwordLinkUrl(config, token),
      setPasswordHours: TOKEN_HOURS['set-password'],
    }),
    loan: {
      rate: toJsonNumber(rate),
      amountBs: data.amount,
      amountPetro: toJsonNumber(terms.amountAwarded),
      amountPay: toJsonNumber(terms.amountPay),
      feeNumbers: data.feeNumbers,
      totalPayFees: toJsonNumber(terms.totalPayFees),
      creditDays: data.creditDays,
      firstDueDate: due[0]!,
    },
  });
  await recordAudit(
    tx,
    adminId,
    {
      action: 'approve',
      entity: 'credit-request',
      entityId: id,
      before: { status: 'Por revisar' },
      after: {
        status: 'Aprobado',
        loanId: loan.id,
        carrierId: account.id,
        carrierAccountOpened: account.created,
        amountBs: data.amount,
        rate: toJsonNumber(rate),
        amountAwarded: toJsonNumber(terms.amountAwarded),
        amountPay: toJsonNumber(terms.amountPay),
        feeNumbers: data.feeNumbers,
        creditDays: data.creditDays,
        reasonForAdmission: data.reasonForAdmission,
      },
    },
    queueMailWith(tx, news),
  );
  return {
    message: messages.requestApproved,
    request: toRequest(claimed),
    loan: { id: loan.id },
  };
}
