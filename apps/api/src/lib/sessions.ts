import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountType } from '@app/domain';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

/** Ends every session of an account (password changed, account deleted or retired). */
export async function revokeAllSessions(db: Db, type: AccountType, accountId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.accountType, type),
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
