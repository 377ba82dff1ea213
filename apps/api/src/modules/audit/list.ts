import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getBusinessTimeZone, type AuditEntry, type AuditQuery, type SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { readList, tableList } from '../../lib/list-query';
import { summarizedTotals } from '../../lib/list-summary';

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

/** Audit entries, newest first, filtered by the database and counted by its summary. */
const read = tableList<AuditQuery, SortKey<'audit'>, typeof auditLog, AuditEntry>(auditLog, toEntry, {
  filters: {
    from: (day) => gte(auditLog.at, startOf(day)),
    to: (day) => lt(auditLog.at, startOfNext(day)),
    administratorId: (id) => eq(auditLog.administratorId, id),
    entity: (entity) => eq(auditLog.entity, entity),
    entityId: (id) => eq(auditLog.entityId, id),
  },
  sorts: { at: auditLog.at },
  tiebreak: auditLog.id,
});
// Every filter of the trail is a dimension of its summary: days, administrator, kind of record.
export const auditList = {
  ...read,
  totals: summarizedTotals(
    { list: 'audit', from: 'from', to: 'to', a: 'entity', b: 'administratorId' },
    read.totals,
  ),
};

export const listAudit = (db: Db, q: AuditQuery) => readList(db, auditList, q);
