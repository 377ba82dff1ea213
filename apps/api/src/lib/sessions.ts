import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountType } from '@app/domain';
import type { Db } from '../db/client';
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

/** Whether a login (refresh-token family) is still open: one indexed lookup per signed-in request. */
export async function sessionIsLive(db: Db, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
