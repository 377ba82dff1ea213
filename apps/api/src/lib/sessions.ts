import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountType } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { forgetAllSessions } from './session-cache';
import { refreshTokens } from '../db/schema';

/**
 * Ends every session of an account (password changed, account deleted or retired), except the
 * one given: the session of a person changing their own password stays open.
 */
export async function revokeAllSessions(
  db: Db,
  type: AccountType,
  accountId: number,
  keepFamily?: string,
): Promise<void> {
  forgetAllSessions();
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.accountType, type),
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}

/** Ends one login (its whole chain of refresh tokens): logout, or a refresh token used twice. */
export async function revokeFamily(db: Db | Tx, familyId: string): Promise<void> {
  forgetAllSessions();
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Until when a login (refresh-token family) stays open, or null when it is closed: one indexed lookup. */
export async function sessionExpiry(db: Db, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sql<Date | string | null>`max(${refreshTokens.expiresAt})` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.expiresAt ? new Date(row.expiresAt) : null;
}
