import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getBusinessTimeZone, type AuditEntry, type AuditQuery, type SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { auditLog, incomes, loans, payments } from '../../db/schema';
import { exactCount, readLinedList, tableList, withCells, type Totals, enumIs } from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import { inCurrentUnit } from './in-current-unit';
import type { Principal } from '../../lib/principal';

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

/** The entries of records of one kind whose ids `ids` selects: one range of audit_log_record_idx per id. */
const entriesOf = (entity: string, ids: SQL): SQL =>
  sql`(${auditLog.entity} = ${entity} and ${auditLog.entityId} = any(array(${ids})))`;

/**
 * What happened to a loan and its money: its own entries (reschedule, write-off), the approval of
 * its request (the disbursement), the decisions on its payments and the incomes applied to it. Each
 * kind's ids are read first through their own index (a loan has a few), then each is one range of
 * the record index: the database ORs those ranges and sorts only the loan's entries.
 */
const loanHistory = (loanId: number): SQL =>
  sql`(${sql.join(
    [
      sql`(${auditLog.entity} = 'loan' and ${auditLog.entityId} = ${loanId})`,
      entriesOf('credit-request', sql`select ${loans.requestId} from ${loans} where ${loans.id} = ${loanId}`),
      entriesOf('payment', sql`select ${payments.id} from ${payments} where ${payments.loanId} = ${loanId}`),
      // The predicate of incomes_loan_money_idx: every income a repayment writes has one of the two.
      entriesOf(
        'income',
        sql`select ${incomes.id} from ${incomes}
            where ${incomes.loanId} = ${loanId} and (${incomes.isCredit} or ${incomes.isRecovery})`,
      ),
    ],
    sql` or `,
  )})`;

/** Audit entries, newest first, filtered by the database and counted by its summary. */
const read = tableList<AuditQuery, SortKey<'audit'>, typeof auditLog, AuditEntry>(auditLog, toEntry, {
  filters: {
    from: (day) => gte(auditLog.at, startOf(day)),
    to: (day) => lt(auditLog.at, startOfNext(day)),
    administratorId: (id) => eq(auditLog.administratorId, id),
    entity: (entity) => enumIs(auditLog.entity, entity),
    entityId: (id) => eq(auditLog.entityId, id),
    loan: loanHistory,
  },
  sorts: { at: auditLog.at },
  tiebreak: auditLog.id,
  line: auditLog.organizationId,
});
// Every filter of the trail is a dimension of its summary: days, administrator, kind of record.
export const auditList = {
  ...read,
  rows: async (...args: Parameters<typeof read.rows>) => {
    const page = await read.rows(...args);
    return withCells(await inCurrentUnit(args[0], page), page.cells);
  },
  count: summarizedCount<AuditQuery, SortKey<'audit'>, AuditEntry, Totals>(
    { list: 'audit', from: 'from', to: 'to', a: 'entity', b: 'administratorId' },
    (where) => exactCount(sql`${auditLog}`, where),
  ),
};

export const listAudit = (db: Db, q: AuditQuery, principal: Principal) =>
  readLinedList(db, auditList, q, principal);
