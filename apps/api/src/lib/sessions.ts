import { and, eq, isNull, ne, sql } from 'drizzle-orm';
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
