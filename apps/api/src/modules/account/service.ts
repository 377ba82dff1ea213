import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  accountMessages,
  emailConfirmPath,
  type AccountBody,
  type AccountEmailBody,
  type AccountPasswordBody,
  type AccountPhoneBody,
} from '@app/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, oneTimeTokens, organizations } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../lib/principal';
import { uniqueViolation } from '../../lib/db-errors';
import { TOKEN_HOURS, consumeEmailChangeToken, issueOneTimeToken } from '../../lib/one-time-tokens';
import { revokeAllSessions } from '../../lib/sessions';
import { checkAttempt, takeAttempt } from '../../lib/attempt-limiter';
import { hashPassword, verifyPassword } from '../accounts';
import { emailChangeMail, enqueueMail } from '../mail';
import { signInLimits } from '../auth';

/** The signed-in carrier's listed account and its affiliate; a retired one is signed out. */
async function ownCarrier(db: Db | Tx, carrierId: number) {
  const [row] = await db
    .select({
      affiliateId: affiliates.id,
      passwordHash: carriers.passwordHash,
      firstNames: affiliates.firstNames,
      lastNames: affiliates.lastNames,
      dni: affiliates.dni,
      email: affiliates.email,
      phoneNumber: affiliates.phoneNumber,
      organization: organizations.name,
      vehiclePlate: affiliates.vehiclePlate,
    })
    .from(carriers)
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(and(eq(carriers.id, carrierId), isNull(carriers.retiredAt), isNull(affiliates.retiredAt)))
    .limit(1);
  if (!row) throw new HttpError(404, 'La cuenta no existe.');
  return row;
}

export async function account(db: Db, principal: Principal): Promise<AccountBody> {
  // Never the password hash: only the fields the page shows.
  const { firstNames, lastNames, dni, email, phoneNumber, organization, vehiclePlate } = await ownCarrier(
    db,
    principal.id,
  );
  return { firstNames, lastNames, dni, email, phoneNumber, organization, vehiclePlate };
}

export async function changePhone(tx: Tx, principal: Principal, body: AccountPhoneBody) {
  const { affiliateId } = await ownCarrier(tx, principal.id);
  await tx.update(affiliates).set({ phoneNumber: body.phoneNumber }).where(eq(affiliates.id, affiliateId));
  return { message: accountMessages.phoneChanged };
}

/** Refuses an e-mail another listed affiliate (so another carrier's login) already has. */
async function refuseTaken(db: Db | Tx, email: string, affiliateId: number) {
  const [taken] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.email, email), isNull(affiliates.retiredAt), ne(affiliates.id, affiliateId)))
    .limit(1);
  if (taken) throw new HttpError(409, accountMessages.emailTaken, { email: accountMessages.emailTaken });
}

/**
 * Asks to sign in with another e-mail: nothing changes until the link mailed to the new address is
 * opened, so a typo cannot lock the carrier out. Only the latest request's link works.
 */
export async function requestEmailChange(
  ctx: AppContext,
  tx: Tx,
  principal: Principal,
  body: AccountEmailBody,
) {
  const carrier = await ownCarrier(tx, principal.id);
  if (body.email === carrier.email) {
    throw new HttpError(400, accountMessages.emailSame, { email: accountMessages.emailSame });
  }
  await refuseTaken(tx, body.email, carrier.affiliateId);
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.purpose, 'change-email'),
        eq(oneTimeTokens.accountType, 'Carrier'),
        eq(oneTimeTokens.accountId, principal.id),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = await issueOneTimeToken(
    tx,
    'change-email',
    { type: 'Carrier', id: principal.id },
    body.email,
  );
  await enqueueMail(
    tx,
    emailChangeMail({
      to: body.email,
      firstNames: carrier.firstNames,
      url: `${ctx.config.PUBLIC_URL}${emailConfirmPath(token)}`,
      hours: TOKEN_HOURS['change-email'],
    }),
  );
  return { message: accountMessages.emailChangeSent };
}

/** Opens a change-of-e-mail link: the new address becomes the login once; the link is then spent. */
export async function confirmEmailChange(ctx: AppContext, token: string, address: string) {
  await takeAttempt(ctx.db, signInLimits(ctx.config).linkAddress, address);
  try {
    await ctx.db.transaction(async (tx) => {
      const change = await consumeEmailChangeToken(tx, token);
      if (!change || change.type !== 'Carrier') throw new HttpError(400, accountMessages.emailLinkInvalid);
      const carrier = await ownCarrier(tx, change.id);
      // Someone may have taken the address since the link was sent.
      await refuseTaken(tx, change.newEmail, carrier.affiliateId);
      await tx
        .update(affiliates)
        .set({ email: change.newEmail })
        .where(eq(affiliates.id, carrier.affiliateId));
    });
  } catch (err) {
    // Two affiliates saving the same address at once: the unique index decides.
    if (uniqueViolation(err)) throw new HttpError(409, accountMessages.emailTaken);
    throw err;
  }
  return { message: accountMessages.emailChanged };
}

/**
 * Every guess at the current password counts against the account's sign-in attempts, outside the
 * change's transaction so a refused guess still counts; the limit is shared with the login.
 */
export async function checkPasswordAttempt<T>(
  ctx: AppContext,
  principal: Principal,
  change: () => Promise<T>,
) {
  const { email } = await ownCarrier(ctx.db, principal.id);
  return checkAttempt(ctx.db, signInLimits(ctx.config).loginAccount, `Carrier:${email}`, change);
}

/** A new password, given the current one; every other session of the carrier ends, this one stays. */
export async function changeOwnPassword(tx: Tx, principal: Principal, body: AccountPasswordBody) {
  const carrier = await ownCarrier(tx, principal.id);
  if (!(await verifyPassword(carrier.passwordHash, body.currentPassword))) {
    throw new HttpError(400, accountMessages.wrongCurrentPassword, {
      currentPassword: accountMessages.wrongCurrentPassword,
    });
  }
  const passwordHash = await hashPassword(body.password);
  await tx.update(carriers).set({ passwordHash }).where(eq(carriers.id, principal.id));
  await revokeAllSessions(tx, 'Carrier', principal.id, principal.family);
  return { message: accountMessages.passwordChanged };
}
