import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Rows, Tx } from '../db/client';
import {
  administratorOrganizations,
  administrators,
  affiliates,
  authorizations,
  carriers,
  creditRequests,
  documents,
  expenses,
  incomes,
  loans,
  mailOutbox,
  organizations,
  payments,
} from '../db/schema';
import type { Principal } from './principal';
import { linesOf } from './lines';
import { HttpError } from '../plugins/errors';

/** The kinds of row a route names by id, each tied to a line (organization) or to none. */
export type LinedRow =
  | 'organization'
  | 'affiliate'
  | 'carrier'
  | 'request'
  | 'loan'
  | 'payment'
  | 'income'
  | 'expense'
  | 'mail'
  | 'authorization'
  | 'document';

/** A carrier's line: its affiliate's organization (carrierId: a column or a value). */
const carrierLine = (carrierId: SQL) =>
  sql`(select ${affiliates.organizationId} from ${carriers}
        join ${affiliates} on ${affiliates.id} = ${carriers.affiliateId}
        where ${carriers.id} = ${carrierId})`;

/** A book row's line: its carrier's, or its loan's carrier's; none when it names neither. */
const bookLine = (table: typeof incomes | typeof expenses, id: number) =>
  sql`select ${carrierLine(sql`coalesce(${table.carrierId}, (select ${loans.carrierId} from ${loans} where ${loans.id} = ${table.loanId}))`)} as line
      from ${table} where ${table.id} = ${id}`;

/**
 * An operation waiting for a checker: the line of the request or loan it acts on; an expense or a
 * rate is tied to no line (the list and the checks read this one expression).
 */
export const authorizationLine = (action: SQL | AnyPgColumn, entityId: SQL | AnyPgColumn) =>
  sql`case when ${action} = 'request.approve' then (select ${affiliates.organizationId} from ${creditRequests}
          join ${affiliates} on ${affiliates.id} = ${creditRequests.affiliateId} where ${creditRequests.id} = ${entityId})
        when ${action} in ('loan.reschedule', 'loan.writeoff') then ${carrierLine(sql`(select ${loans.carrierId} from ${loans} where ${loans.id} = ${entityId})`)}
      end`;

/**
 * One statement per kind, each on primary keys (and the listed affiliates' e-mail index for mail):
 * the single place that knows how a row reaches its line, so it can later read a stored column.
 */
const lineQuery: Record<LinedRow, (id: number) => SQL> = {
  organization: (id) =>
    sql`select ${organizations.id} as line from ${organizations} where ${organizations.id} = ${id}`,
  affiliate: (id) =>
    sql`select ${affiliates.organizationId} as line from ${affiliates} where ${affiliates.id} = ${id}`,
  carrier: (id) =>
    sql`select ${affiliates.organizationId} as line from ${carriers}
        join ${affiliates} on ${affiliates.id} = ${carriers.affiliateId}
        where ${carriers.id} = ${id}`,
  request: (id) =>
    sql`select ${affiliates.organizationId} as line from ${creditRequests}
        join ${affiliates} on ${affiliates.id} = ${creditRequests.affiliateId}
        where ${creditRequests.id} = ${id}`,
  loan: (id) =>
    sql`select ${carrierLine(sql`${loans.carrierId}`)} as line from ${loans} where ${loans.id} = ${id}`,
  payment: (id) =>
    sql`select ${carrierLine(sql`${payments.carrierId}`)} as line from ${payments} where ${payments.id} = ${id}`,
  income: (id) => bookLine(incomes, id),
  expense: (id) => bookLine(expenses, id),
  document: (id) =>
    sql`select ${affiliates.organizationId} as line from ${documents}
        join ${affiliates} on ${affiliates.id} = ${documents.affiliateId}
        where ${documents.id} = ${id}`,
  // A message belongs to the line of the affiliate it was sent to; any other (an administrator's) to none.
  authorization: (id) =>
    sql`select ${authorizationLine(authorizations.action, authorizations.entityId)} as line
        from ${authorizations} where ${authorizations.id} = ${id}`,
  mail: (id) =>
    sql`select (select ${affiliates.organizationId} from ${affiliates}
                where ${affiliates.email} = ${mailOutbox.to} and ${affiliates.retiredAt} is null limit 1) as line
        from ${mailOutbox} where ${mailOutbox.id} = ${id}`,
};

/** What a route may name by id: a row of one line, or an administrator (limited to some lines, or to none). */
export type RowKind = LinedRow | 'administrator';

/** An administrator's lines (empty: every line), undefined when there is no such administrator. */
async function administratorLines(db: Db | Tx, id: number): Promise<number[] | undefined> {
  const { rows } = (await db.execute(
    sql`select array(select ${administratorOrganizations.organizationId} from ${administratorOrganizations}
                     where ${administratorOrganizations.administratorId} = ${administrators.id}) as lines
        from ${administrators} where ${administrators.id} = ${id}`,
  )) as Rows<{ lines: (number | string)[] }>;
  return rows[0]?.lines.map(Number);
}

/** The line of one row: its organization id, null when tied to no line, undefined when there is no such row. */
export async function lineOfRow(db: Db | Tx, kind: LinedRow, id: number): Promise<number | null | undefined> {
  const { rows } = (await db.execute(lineQuery[kind](id))) as Rows<{ line: number | string | null }>;
  const [row] = rows;
  if (!row) return undefined;
  return row.line === null ? null : Number(row.line);
}

/**
 * Whether the row is within the administrator's lines (true for every-line administrators and
 * carriers, without a query). Another administrator is within them when all his lines are: one of
 * every line is beyond a limited administrator, who could otherwise take over his account.
 */
export async function rowWithinLines(
  db: Db | Tx,
  principal: Principal | null | undefined,
  kind: RowKind,
  id: number,
): Promise<boolean> {
  const lines = linesOf(principal);
  if (!lines) return true;
  if (kind === 'administrator') {
    const theirs = await administratorLines(db, id);
    return !!theirs && theirs.length > 0 && theirs.every((line) => lines.includes(line));
  }
  const line = await lineOfRow(db, kind, id);
  return line != null && lines.includes(line);
}

/** Answers 404 with `notFound` (what an unknown id answers) for a row outside a limited administrator's lines. */
export async function assertRowWithinLines(
  db: Db | Tx,
  principal: Principal | null | undefined,
  kind: RowKind,
  id: number,
  notFound: string,
): Promise<void> {
  if (!(await rowWithinLines(db, principal, kind, id))) throw new HttpError(404, notFound);
}
