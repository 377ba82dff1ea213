import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  accountTypes,
  messages,
  permissionKeys,
  type AccountType,
  type LoginBody,
  type MeBody,
  type SessionBody,
  type SessionUser,
} from '@app/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { administrators, affiliates, carriers, organizations, refreshTokens } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../lib/principal';
import { grantsOf, permissionsOf } from '../../lib/permissions';
import { hashPassword, verifyPassword } from '../accounts';
import { passwordLinkUrl, signInUrl } from '../../lib/links';
import {
  TOKEN_HOURS,
  consumeOneTimeToken,
  issueOneTimeToken,
  usableTokenKind,
} from '../../lib/one-time-tokens';
import { enqueueMail, passwordRecoveryMail } from '../mail';
import { revokeAllSessions, revokeFamily } from '../../lib/sessions';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens';
import { checkAttempt, takeAttempt } from '../../lib/attempt-limiter';
import { signInLimits } from './limits';

interface AccountRow {
  user: SessionUser;
  passwordHash: string;
  dni: string | null;
  assignedLine: string | null;
  /** An administrator without cédula or phone has not completed its profile; carriers always have. */
  profileComplete: boolean;
}

/** Finds an account by kind and either e-mail or id; retired carriers cannot sign in. */
async function findAccount(
  db: Db,
  type: AccountType,
  by: { email: string } | { id: number },
): Promise<AccountRow | undefined> {
  if (type === 'Administrator') {
    const where = 'email' in by ? eq(administrators.email, by.email) : eq(administrators.id, by.id);
    const [a] = await db.select().from(administrators).where(where).limit(1);
    if (!a) return undefined;
    return {
      user: {
        id: a.id,
        type,
        email: a.email,
        firstNames: a.firstNames,
        lastNames: a.lastNames,
        affiliate: null,
      },
      passwordHash: a.passwordHash,
      dni: a.dni,
      assignedLine: null,
      profileComplete: a.dni !== null && a.phoneNumber !== null,
    };
  }
  // Retiring an affiliate retires its account: saying so lets the e-mail's unique (listed-only) index
  // find it, instead of reading every affiliate (9 ms, 22 ms under load, at 100 000 of them).
  const where =
    'email' in by
      ? and(eq(affiliates.email, by.email), isNull(affiliates.retiredAt))
      : eq(carriers.id, by.id);
  const [c] = await db
    .select({
      id: carriers.id,
      passwordHash: carriers.passwordHash,
      affiliateId: affiliates.id,
      email: affiliates.email,
      firstNames: affiliates.firstNames,
      lastNames: affiliates.lastNames,
      dni: affiliates.dni,
      line: organizations.name,
    })
    .from(carriers)
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(and(where, isNull(carriers.retiredAt)))
    .limit(1);
  if (!c) return undefined;
  return {
    user: {
      id: c.id,
      type,
      email: c.email,
      firstNames: c.firstNames,
      lastNames: c.lastNames,
      affiliate: c.affiliateId,
    },
    passwordHash: c.passwordHash,
    dni: c.dni,
    assignedLine: c.line,
    profileComplete: true,
  };
}

/** Issues an access token and a new refresh token in the given family (a new family per login). */
async function issueSession(
  ctx: AppContext,
  db: Db,
  user: SessionUser,
  familyId: string,
): Promise<SessionBody> {
  const refresh = newOpaqueToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refresh),
    accountType: user.type,
    accountId: user.id,
    familyId,
    expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_DAYS * 86_400_000),
  });
  const access_token = signAccessToken(
    { id: user.id, type: user.type, family: familyId },
    ctx.secret,
    ctx.config.ACCESS_TOKEN_MINUTES,
  );
  return { access_token, refresh, user, message: messages.loginOk };
}

export async function login(ctx: AppContext, body: LoginBody, address: string): Promise<SessionBody> {
  // Each attempt is counted per address before the password is checked; per account only failures
  // count, whatever address the guesses come from, with no more checks in flight than the limit allows.
  const limits = signInLimits(ctx.config);
  await takeAttempt(ctx.db, limits.loginAddress, address);
  const account = await checkAttempt(ctx.db, limits.loginAccount, `${body.type}:${body.email}`, async () => {
    const found = await findAccount(ctx.db, body.type, { email: body.email });
    // Same answer, in about the same time, for an unknown e-mail and a wrong password.
    const ok = await verifyPassword(found?.passwordHash, body.password);
    if (!found || !ok) throw new HttpError(401, messages.badCredentials);
    return found;
  });
  return issueSession(ctx, ctx.db, account.user, randomUUID());
}

/** Every account (an administrator, a carrier) that signs in with this e-mail. */
async function accountsByEmail(ctx: AppContext, email: string): Promise<AccountRow[]> {
  const found = await Promise.all(accountTypes.map((type) => findAccount(ctx.db, type, { email })));
  return found.filter((a): a is AccountRow => a !== undefined);
}

// Answers never come faster than this, so timing does not tell which e-mails have an account.
const RECOVERY_MIN_MS = 250;

/**
 * Password recovery: the same neutral answer, in about the same time, whether or not the e-mail
 * belongs to an account; each account it belongs to gets a one-hour, one-use reset link.
 */
export async function requestPasswordRecovery(
  ctx: AppContext,
  email: string,
  address: string,
): Promise<void> {
  const started = Date.now();
  const limits = signInLimits(ctx.config);
  await takeAttempt(ctx.db, limits.recoveryAddress, address);
  await takeAttempt(ctx.db, limits.recoveryAccount, email);
  const accounts = await accountsByEmail(ctx, email);
  for (const account of accounts) {
    await ctx.db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, 'reset-password', account.user);
      await enqueueMail(
        tx,
        passwordRecoveryMail({
          to: account.user.email,
          firstNames: account.user.firstNames,
          url: passwordLinkUrl(ctx.config, token),
          hours: TOKEN_HOURS['reset-password'],
          signInUrl: signInUrl(ctx.config, account.user.type),
        }),
      );
    });
  }
  if (accounts.length) ctx.mailer.kick();
  const wait = RECOVERY_MIN_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Rotates a refresh token: it works once. Presenting it again means either that its answer was
 * lost (a dropped connection, a closed tab) or that it was copied. Within the grace
 * (REFRESH_REUSE_GRACE_SECONDS) it answers once more, with a fresh pair in the same login. After
 * the grace, or once it has answered twice, the whole family (that login's chain) is revoked and
 * every holder must sign in again (decision 0019).
 */
export async function refresh(ctx: AppContext, token: string): Promise<SessionBody> {
  const tokenHash = hashToken(token);
  const usable = and(
    eq(refreshTokens.tokenHash, tokenHash),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, sql`now()`),
  );
  const session = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(usable, isNull(refreshTokens.usedAt)))
      .returning();
    // Used already: it answers once more if it was used within the grace and has not done so yet.
    const [again] = row
      ? [row]
      : await tx
          .update(refreshTokens)
          .set({ reusedAt: sql`now()` })
          .where(
            and(
              usable,
              isNull(refreshTokens.reusedAt),
              gt(
                refreshTokens.usedAt,
                sql`now() - make_interval(secs => ${ctx.config.REFRESH_REUSE_GRACE_SECONDS})`,
              ),
            ),
          )
          .returning();
    if (!again) return undefined;
    const account = await findAccount(tx, again.accountType as AccountType, { id: again.accountId });
    if (!account) return undefined;
    return issueSession(ctx, tx, account.user, again.familyId);
  });
  if (session) return session;

  const [reused] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.usedAt} is not null`))
    .limit(1);
  if (reused) await revokeFamily(ctx.db, reused.familyId);
  throw new HttpError(401, messages.invalidRefresh);
}

/**
 * Ends the caller's session: the login its access token belongs to, whatever the body holds. A
 * refresh token in the body ends its own login too, when that login is the caller's.
 */
export async function logout(
  ctx: AppContext,
  principal: Principal,
  token: string | undefined,
): Promise<void> {
  await revokeFamily(ctx.db, principal.family);
  if (!token) return;
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(token)),
        eq(refreshTokens.accountType, principal.type),
        eq(refreshTokens.accountId, principal.id),
      ),
    )
    .limit(1);
  if (row && row.familyId !== principal.family) await revokeFamily(ctx.db, row.familyId);
}

export async function me(ctx: AppContext, principal: Principal): Promise<MeBody> {
  const account = await findAccount(ctx.db, principal.type, { id: principal.id });
  if (!account) throw new HttpError(401, messages.sessionExpired);
  const { dni, assignedLine, profileComplete } = account;
  const base = { ...account.user, dni, assignedLine, profileComplete };
  if (principal.type !== 'Administrator') return base;
  // What the back-office may show him: read now, like the checks on each request.
  const [permissions, grants] = await Promise.all([
    permissionsOf(ctx.db, principal.id),
    grantsOf(ctx.db, [principal.id]),
  ]);
  return {
    ...base,
    permissions: permissionKeys.filter((k) => permissions.has(k)),
    organizationIds: grants.get(principal.id)!.organizationIds,
  };
}

/** The kind of account a one-time link is for, while the link works (the page picks the login by it). */
export async function passwordLinkKind(ctx: AppContext, token: string): Promise<AccountType> {
  const type = await usableTokenKind(ctx.db, token);
  if (!type) throw new HttpError(404, messages.invalidToken);
  return type;
}

/**
 * Sets a new password through a one-time link (set-password after approval, or a reset): the
 * token works once, before it expires; every session of the account ends. Answers the account's
 * kind, so the page sends the person to that kind's login.
 */
export async function changePasswordWithToken(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<AccountType> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const account = await consumeOneTimeToken(tx, token);
    if (!account) throw new HttpError(400, messages.invalidToken);
    const table = account.type === 'Administrator' ? administrators : carriers;
    await tx.update(table).set({ passwordHash }).where(eq(table.id, account.id));
    await revokeAllSessions(tx, account.type, account.id);
    return account.type;
  });
}
