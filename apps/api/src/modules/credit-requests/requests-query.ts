import { eq, sql, type SQL } from 'drizzle-orm';
import {
  toJsonNumber,
  type CreditRequest,
  type OwnCreditRequest,
  type RequestStatus,
  type RequestsQuery,
  type SortKey,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, creditRequests } from '../../db/schema';
import { startsWith } from '../../lib/starts-with';
import {
  countedColumn,
  exactCount,
  joinedFor,
  pageRows,
  readLinedList,
  readList,
  tableList,
  type ListDefinition,
  literalLimit,
  enumIs,
} from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import type { Principal } from '../../lib/principal';

/** A request and its affiliate as the answers show them (a select's columns, or a claim's returning). */
export const requestColumns = {
  r: creditRequests,
  affiliate: {
    id: affiliates.id,
    firstNames: affiliates.firstNames,
    lastNames: affiliates.lastNames,
    dni: affiliates.dni,
    email: affiliates.email,
    phoneNumber: affiliates.phoneNumber,
  },
};
type Selected = { r: typeof creditRequests.$inferSelect; affiliate: CreditRequest['affiliate'] };

export const toOwnRequest = (r: typeof creditRequests.$inferSelect): OwnCreditRequest => ({
  id: r.id,
  created: r.createdAt.toISOString(),
  status: r.status as RequestStatus,
  amount: toJsonNumber(r.amountPetro),
  amountBsRequested: toJsonNumber(r.amountBs),
  rate: toJsonNumber(r.rate),
});

/** Requests with their affiliate; `count`: the list's totals read beside them (`countedColumn`). */
function selectRequests(db: Db | Tx, count?: SQL) {
  return db
    .select({ ...requestColumns, counted: countedColumn(count) })
    .from(creditRequests)
    .innerJoin(affiliates, eq(affiliates.id, creditRequests.affiliateId));
}

export const toRequest = ({ r, affiliate }: Selected): CreditRequest => ({
  ...toOwnRequest(r),
  dni: affiliate.dni,
  affiliate,
});

/** Requests, joined to their affiliate for a cédula filter. */
const from = joinedFor(
  creditRequests,
  sql`left join ${affiliates} on ${affiliates.id} = ${creditRequests.affiliateId}`,
  ['dni'],
);

/** The back-office list: status and cédula filters together, in the database. */
export const requestsList: ListDefinition<RequestsQuery, SortKey<'requests'>, CreditRequest> = {
  filters: {
    // The filter's 'Rechazado' option sends 'Denegado' (spec section 4): a synonym.
    status: (status) => enumIs(creditRequests.status, status === 'Denegado' ? 'Rechazado' : status),
    dni: (dni) => startsWith(affiliates.dni, dni),
  },
  sorts: { created: creditRequests.createdAt, amount: creditRequests.amountPetro },
  tiebreak: creditRequests.id,
  line: creditRequests.organizationId,
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await selectRequests(db, count)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      toRequest,
    ),
  count: summarizedCount(
    { list: 'requests', a: 'status', b: 'organization', value: (s) => (s === 'Denegado' ? 'Rechazado' : s) },
    (where, active) => exactCount(from(active), where),
  ),
};

export const listRequests = (db: Db, q: RequestsQuery, principal: Principal) =>
  readLinedList(db, requestsList, q, principal);

export async function findRequest(db: Db | Tx, id: number): Promise<CreditRequest | undefined> {
  const [row] = await selectRequests(db).where(eq(creditRequests.id, id)).limit(1);
  return row && toRequest(row);
}

const ownRequestsList = tableList<
  RequestsQuery,
  SortKey<'requests'>,
  typeof creditRequests,
  OwnCreditRequest
>(creditRequests, toOwnRequest, { filters: {}, sorts: requestsList.sorts, tiebreak: creditRequests.id });

/**
 * A carrier's own requests, whatever it asks for: its affiliate's, named by the carrier of its
 * session inside the page's statement (an InitPlan: the affiliate's index still serves the page).
 */
export function listOwnRequests(db: Db, carrierId: number, q: { limit: number; offset: number }) {
  const newestFirst = { ...q, sort: 'created', order: 'desc' } as const;
  const affiliate = sql`(select ${carriers.affiliateId} from ${carriers} where ${carriers.id} = ${carrierId})`;
  return readList(db, ownRequestsList, newestFirst, eq(creditRequests.affiliateId, affiliate));
}
