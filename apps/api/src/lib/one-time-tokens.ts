import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AccountType } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { hashToken } from '../modules/auth/tokens';

export type TokenPurpose = 'set-password' | 'reset-password' | 'change-email';
/**
 * A new account's first password may be set days later; a reset link lives one hour (domain rules);
 * a change of e-mail waits a day for its link, opened from the new address's inbox.
 */
export const TOKEN_HOURS: Record<TokenPurpose, number> = {
  'set-password': 72,
  'reset-password': 1,
  'change-email': 24,
};
/** The purposes a password link may have: a change-of-e-mail token never sets a password. */
const PASSWORD_PURPOSES: TokenPurpose[] = ['set-password', 'reset-password'];

/** A random 256-bit token for a link; only its SHA-256 is stored. */
export async function issueOneTimeToken(
  db: Db | Tx,
  purpose: TokenPurpose,
  account: { type: AccountType; id: number },
  /** A 'change-email' token's new address. */
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    accountType: account.type,
    accountId: account.id,
    newEmail,
    expiresAt: new Date(Date.now() + TOKEN_HOURS[purpose] * 3_600_000),
  });
  return token;
}

/** The token's row while it works: one of these purposes, not used yet and not expired. */
const usable = (token: string, purposes: TokenPurpose[]) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    inArray(oneTimeTokens.purpose, purposes),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** Whose kind a token is for, while it is still usable (not used, not expired); nothing is spent. */
export async function usableTokenKind(db: Db | Tx, token: string): Promise<AccountType | null> {
  const [row] = await db
    .select({ type: oneTimeTokens.accountType })
    .from(oneTimeTokens)
    .where(usable(token, PASSWORD_PURPOSES))
    .limit(1);
  return row ? (row.type as AccountType) : null;
}

/** Uses a password link's token up: it works once and only before it expires. */
export async function consumeOneTimeToken(
  db: Db | Tx,
  token: string,
): Promise<{ type: AccountType; id: number } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, PASSWORD_PURPOSES))
    .returning({ type: oneTimeTokens.accountType, id: oneTimeTokens.accountId });
  return row ? { type: row.type as AccountType, id: row.id } : null;
}

/** Uses a change-of-e-mail token up (once, before it expires): whose account and its new address. */
export async function consumeEmailChangeToken(
  db: Db | Tx,
  token: string,
): Promise<{ type: AccountType; id: number; newEmail: string } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, ['change-email']))
    .returning({
      type: oneTimeTokens.accountType,
      id: oneTimeTokens.accountId,
      newEmail: oneTimeTokens.newEmail,
    });
  return row?.newEmail ? { type: row.type as AccountType, id: row.id, newEmail: row.newEmail } : null;
}
