import { sql } from 'drizzle-orm';
import type { Authorization, AuthorizationsQuery, SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { authorizations } from '../../db/schema';
import {
  countAndSum,
  countedColumn,
  exactCount,
  pageRows,
  readList,
  type ListDefinition,
  literalLimit,
} from '../../lib/list-query';
import { inLines } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { authorizationLine } from '../../lib/row-lines';
import { statusIs, statusOf, toAuthorization } from './state';

/** Autorizaciones: newest first, by status (a few rows a day: counted exactly). */
function authorizationList(
  days: number,
): ListDefinition<AuthorizationsQuery, SortKey<'authorizations'>, Authorization> {
  const is = statusIs(days);
  return {
    filters: { status: (status) => is[status] },
    sorts: { created: authorizations.createdAt },
    tiebreak: authorizations.id,
    rows: async (db, where, orderBy, window, count) =>
      pageRows(
        await db
          .select({ row: authorizations, shown: statusOf(days), counted: countedColumn(count) })
          .from(authorizations)
          .where(where)
          .orderBy(...orderBy)
          .limit(literalLimit(window.limit))
          .offset(window.offset),
        (r) => toAuthorization({ ...r.row, shown: r.shown }, days),
      ),
    count: (where) => ({
      cells: exactCount(sql`${authorizations}`, where),
      read: (cells) => ({ total: countAndSum(cells).total }),
    }),
  };
}

/** The list a checker sees: a limited administrator's lines only (an expense or a rate is no line's). */
export const listAuthorizations = (db: Db, days: number, q: AuthorizationsQuery, principal: Principal) =>
  readList(
    db,
    authorizationList(days),
    q,
    inLines(authorizationLine(authorizations.action, authorizations.entityId), principal),
  );
