import { and, eq, isNull } from 'drizzle-orm';
import { bsToPetro, messages, toJsonNumber, type CreatedCreditRequest as Created } from '@app/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { affiliates, carriers, creditRequests, loans } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { runIdempotent } from '../../lib/idempotency';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../lib/principal';
import { enqueueMail, applicationReceivedMail } from '../mail';
import { requireCurrentRate } from '../prices';
import { owesMoney } from '../loans';
import { toOwnRequest } from './requests-query';
import { signUploadToken } from '../documents';

/** Who applies: a signed-in carrier (its own affiliate) or anyone on the landing page (by cédula). */
export type Applicant = { carrierId: number } | { dni: string };

/** The applicant's affiliate, and whether it has a carrier account (the approval then opens none). */
async function findApplicant(tx: Tx, who: Applicant) {
  const byWho = 'carrierId' in who ? eq(carriers.id, who.carrierId) : eq(affiliates.dni, who.dni);
  const account = and(eq(carriers.affiliateId, affiliates.id), isNull(carriers.retiredAt));
  const query = tx
    .select({
      id: affiliates.id,
      status: affiliates.status,
      email: affiliates.email,
      firstNames: affiliates.firstNames,
      carrierId: carriers.id,
    })
    .from(affiliates);
  const [row] = await (
    'carrierId' in who ? query.innerJoin(carriers, account) : query.leftJoin(carriers, account)
  )
    .where(and(byWho, isNull(affiliates.retiredAt)))
    .limit(1);
  if (!row || row.status !== 'Activo') {
    throw new HttpError(400, messages.noActiveAffiliate, { dni: messages.noActiveAffiliate });
  }
  return { ...row, hasAccount: row.carrierId !== null };
}

/**
 * A credit request: the applicant's data comes from the stored affiliate, never from the form.
 * Refused without a rate, with a request pending or with a loan to pay. Idempotent per key.
 */
export async function createRequest(
  ctx: AppContext,
  who: Applicant,
  amountBs: number,
  idempotencyKey: string | undefined,
) {
  const scope = 'carrierId' in who ? `request:carrier:${who.carrierId}` : `request:dni:${who.dni}`;
  const answer = await runIdempotent<Created>(ctx.db, scope, idempotencyKey, { amountBs }, async (tx) => {
    const affiliate = await findApplicant(tx, who);
    const rate = await requireCurrentRate(tx);
    const [pending] = await tx
      .select({ id: creditRequests.id })
      .from(creditRequests)
      .where(and(eq(creditRequests.affiliateId, affiliate.id), eq(creditRequests.status, 'Por revisar')))
      .limit(1);
    if (pending) throw new HttpError(409, messages.requestPending);
    const [unpaid] = await tx
      .select({ id: loans.id })
      .from(loans)
      .innerJoin(carriers, eq(carriers.id, loans.carrierId))
      .where(and(eq(carriers.affiliateId, affiliate.id), owesMoney))
      .limit(1);
    if (unpaid) throw new HttpError(409, messages.loanUnpaid);

    const amountPetro = bsToPetro(amountBs, rate);
    if (amountPetro.lte(0))
      throw new HttpError(400, messages.amountTooSmall, { amount: messages.amountTooSmall });
    const [row] = await tx
      .insert(creditRequests)
      .values({
        affiliateId: affiliate.id,
        amountPetro: amountPetro.toFixed(),
        amountBs: String(amountBs),
        rate: rate.toFixed(),
        channel: 'carrierId' in who ? 'panel' : 'landing',
      })
      .returning()
      .catch((err: unknown) => {
        // A twin sent at the same moment got there first.
        if (uniqueViolation(err) === 'credit_requests_one_pending_key')
          throw new HttpError(409, messages.requestPending);
        throw err;
      });
    await enqueueMail(
      tx,
      applicationReceivedMail({
        to: affiliate.email,
        firstNames: affiliate.firstNames,
        requestId: row!.id,
        amountBs,
        amountPetro: toJsonNumber(amountPetro),
        hasAccount: affiliate.hasAccount,
      }),
    );
    const message = 'carrierId' in who ? messages.requestSent : messages.applicationSent;
    // Public route: only who just applied for this cédula learns it, beside what the lookup already shows.
    const body = { ...toOwnRequest(row!), message, hasAccount: affiliate.hasAccount };
    return { statusCode: 201, body };
  });
  if (!answer.replayed) ctx.mailer.kick();
  return answer;
}

/**
 * The public applicant's permission to attach documents to its affiliate (issue 31): 2 hours from
 * the application, so a replayed answer carries the very same token and never a longer one.
 */
export async function applicationUploadToken(ctx: AppContext, requestId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ affiliateId: creditRequests.affiliateId, createdAt: creditRequests.createdAt })
    .from(creditRequests)
    .where(eq(creditRequests.id, requestId))
    .limit(1);
  return signUploadToken(row!.affiliateId, ctx.secret, row!.createdAt.getTime());
}

export const applicantOf = (principal: Principal | null, dni: string | undefined): Applicant | undefined =>
  principal?.type === 'Carrier' ? { carrierId: principal.id } : dni ? { dni } : undefined;
