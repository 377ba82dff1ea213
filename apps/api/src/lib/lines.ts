import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from './principal';
import { HttpError } from '../plugins/errors';

/**
 * The lines (organization ids) an administrator is limited to, or null when he sees every line
 * (and for carriers, whose own-row checks are their own).
 */
export function linesOf(principal: Principal | null | undefined): readonly number[] | null {
  if (!principal || principal.type !== 'Administrator') return null;
  return principal.lines && principal.lines.length > 0 ? principal.lines : null;
}

/**
 * The condition keeping a query to the administrator's lines: `column` holds a row's organization
 * id. Undefined (no condition) for an administrator of every line. A row tied to no line (null)
 * is outside every limited administrator's lines.
 */
export function inLines(column: AnyPgColumn | SQL, principal: Principal | null | undefined): SQL | undefined {
  return inLineIds(column, linesOf(principal));
}

/**
 * `column` is one of `lines` (undefined for every line). One line is an equality: PostgreSQL before
 * 17 reads an index in order only under `=`, not `= any(…)`, so a one-line list pages down its line's index.
 */
export function inLineIds(
  column: AnyPgColumn | SQL,
  lines: readonly number[] | null | undefined,
): SQL | undefined {
  if (!lines) return undefined;
  if (lines.length === 1) return sql`${column} = ${sql.raw(String(Number(lines[0])))}`;
  return sql`${column} = any(${sql.raw(`'{${lines.map(Number).join(',')}}'::int[]`)})`;
}

/** Whether a row of this organization (null: tied to no line) is within the administrator's lines. */
export function withinLines(principal: Principal | null | undefined, organizationId: number | null): boolean {
  const lines = linesOf(principal);
  return !lines || (organizationId !== null && lines.includes(organizationId));
}

/**
 * Answers 404 with `notFound` for a row outside the administrator's lines: exactly what an id that
 * does not exist answers, so a guessed id tells nothing.
 */
export function assertWithinLines(
  principal: Principal | null | undefined,
  organizationId: number | null,
  notFound: string,
): void {
  if (!withinLines(principal, organizationId)) throw new HttpError(404, notFound);
}
