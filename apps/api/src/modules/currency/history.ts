import { sql } from 'drizzle-orm';
import { UNITS, type CurrencyChangeRecord, type PaginationQuery, type UnitCode } from '@app/domain';
import type { Db, Rows } from '../../db/client';
import type { Page } from '../../lib/list-query';

interface Row {
  id: number;
  changedAt: Date | string;
  fromCode: UnitCode;
  toCode: UnitCode;
  factor: string;
  loans: number;
  reason: string;
  adminName: string;
  total: number;
}

/** Past changes of unit, newest first (a handful in an install's life: the index serves the order). */
export async function listUnitChanges(db: Db, q: PaginationQuery): Promise<Page<CurrencyChangeRecord>> {
  const { rows } = (await db.execute(sql`
    select id, changed_at as "changedAt", from_code as "fromCode", to_code as "toCode", factor::text as factor,
           loans, reason, admin_name as "adminName", count(*) over ()::int as total
      from currency_changes order by changed_at desc, id desc limit ${q.limit} offset ${q.offset}`)) as unknown as Rows<Row>;
  const total = rows[0]?.total ?? (await countChanges(db));
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      changedAt: new Date(r.changedAt).toISOString(),
      from: UNITS[r.fromCode],
      to: UNITS[r.toCode],
      factor: r.factor,
      loans: r.loans,
      reason: r.reason,
      adminName: r.adminName,
    })),
  };
}

/** A page past the end has no row to carry the count. */
async function countChanges(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from currency_changes`,
  )) as unknown as Rows<{
    n: number;
  }>;
  return rows[0]!.n;
}
