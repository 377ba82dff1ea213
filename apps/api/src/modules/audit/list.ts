import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getBusinessTimeZone, type AuditEntry, type AuditQuery } from '@app/domain';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Page } from '../../lib/pagination';

type Row = typeof auditLog.$inferSelect;

const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  administrator: { id: r.administratorId, name: r.actorName, email: r.actorEmail },
  action: r.action as AuditEntry['action'],
  entity: r.entity as AuditEntry['entity'],
  entityId: r.entityId,
  before: (r.before as AuditEntry['before']) ?? null,
  after: (r.after as AuditEntry['after']) ?? null,
});

/** Midnight starting `day` in the business time zone, as a constant the `at` index can range over. */
const startOf = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${getBusinessTimeZone()})`;
const startOfNext = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${getBusinessTimeZone()})`;

/** Audit entries, newest first, filtered and counted by the database. */
export async function listAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const where = and(
    q.from ? gte(auditLog.at, startOf(q.from)) : undefined,
    q.to ? lt(auditLog.at, startOfNext(q.to)) : undefined,
    q.administratorId ? eq(auditLog.administratorId, q.administratorId) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toEntry), total: totals?.total ?? 0 };
}
