import { sql, type SQL } from 'drizzle-orm';
import { businessDate } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import { inLineIds } from '../../lib/lines';
import { DAYS_CAP, endOfDay, groupedSql, loanStandingsSql, type StandingGroup } from './standing-groups';

/**
 * Loans changed since the day's standings were kept, in a way that can move them on that day: a
 * trigger logged them (migration 0038) in a transaction the kept snapshot does not see.
 */
const changedSince = (day: string): SQL => sql`
  select t.loan_id from portfolio_touched t
  where t.from_day <= ${day}
    and not pg_visible_in_snapshot(t.xid, (select d.snapshot from portfolio_days d where d.day = ${day}))
`;

/**
 * The standing groups of `day` from its kept standings: every kept loan the log does not name, plus
 * the named ones computed live, so the answer equals `standingGroups` in the caller's snapshot.
 * Undefined when the day is not kept.
 */
export async function keptStandingGroups(
  db: Db | Tx,
  day: string,
  lines: readonly number[] | undefined,
  daysCap = DAYS_CAP,
): Promise<StandingGroup[] | undefined> {
  const kept = (await db.execute(sql`select 1 from portfolio_days where day = ${day}`)) as Rows<unknown>;
  if (!kept.rows.length) return undefined;
  const inLine = lines === undefined ? sql`` : sql`and ${inLineIds(sql`s.organization_id`, lines)}`;
  const result = (await db.execute(sql`
    with changed as materialized (${changedSince(day)})
    ${groupedSql(
      sql`
        select s.organization_id, s.days_past_due, s.outstanding, s.overdue, s.principal, s.principal_cost_bs
        from portfolio_standings s
        where s.day = ${day} ${inLine} and s.loan_id not in (select loan_id from changed)
        union all
        select organization_id, days_past_due, outstanding, overdue, principal, principal_cost_bs
        from (${loanStandingsSql(day, endOfDay(day), lines, sql`select loan_id from changed`)}) fresh
      `,
      daysCap,
    )}
  `)) as Rows<StandingGroup>;
  return result.rows;
}

/** How many loans the log names for a kept day (undefined when the day is not kept). */
async function changedLoans(db: Db | Tx, day: string): Promise<number | undefined> {
  const kept = (await db.execute(sql`select 1 from portfolio_days where day = ${day}`)) as Rows<unknown>;
  if (!kept.rows.length) return undefined;
  const result = (await db.execute(
    sql`select count(distinct loan_id)::int as n from (${changedSince(day)}) c`,
  )) as Rows<{ n: number }>;
  return result.rows[0]!.n;
}

/** How many days' standings are kept at most (~40 000-60 000 rows each at national size). */
const KEPT_DAYS = 30;

/**
 * Computes and keeps every active loan's standing on `day` (replacing what was kept), then drops
 * the log rows every kept day has seen. Builders take turns: the lock comes before the snapshot
 * (a repeatable-read transaction takes it at its first query), so each sees the others' work.
 */
export async function keepStandings(db: Db, day: string): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`lock table portfolio_days in exclusive mode`);
      // The window sorts ~170 000 rows: in memory (as the report does).
      await tx.execute(sql`set local work_mem = '32MB'`);
      await tx.execute(sql`delete from portfolio_standings where day = ${day}`);
      await tx.execute(sql`delete from portfolio_days where day = ${day}`);
      await tx.execute(
        sql`insert into portfolio_days (day, snapshot) values (${day}, pg_current_snapshot())`,
      );
      await tx.execute(sql`
        insert into portfolio_standings
          (day, loan_id, organization_id, days_past_due, outstanding, overdue, principal, principal_cost_bs)
        select ${day}, loan_id, organization_id, days_past_due, outstanding, overdue, principal, principal_cost_bs
        from (${loanStandingsSql(day, endOfDay(day), undefined)}) s
      `);
      // The days kept longest ago past the newest KEPT_DAYS go (a day asked again is kept again), and
      // their standings by the key's day: not a scan of every kept day's (~1.2 million rows, 0.2 s).
      await tx.execute(sql`
        with dropped as (
          delete from portfolio_days where day not in (
            select day from portfolio_days order by built_at desc, day desc limit ${KEPT_DAYS})
          returning day)
        delete from portfolio_standings s where s.day = any(array(select day from dropped))
      `);
      await tx.execute(sql`
        delete from portfolio_touched t
        where not exists (select 1 from portfolio_days d
                          where d.day >= t.from_day and not pg_visible_in_snapshot(t.xid, d.snapshot))
      `);
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** One row per day and line again: the triggers' rows added up (a row another fold took is skipped). */
export async function foldMovements(db: Db): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from portfolio_movements m
      where (m.day, m.organization_id) in (
        select day, organization_id from portfolio_movements group by 1, 2 having count(*) > 1)
        or (m.organization_id is null and m.day in (
          select day from portfolio_movements where organization_id is null group by 1 having count(*) > 1))
      returning m.*
    )
    insert into portfolio_movements
      (day, organization_id, disbursed_petro, disbursed_bs, new_loans, collected_petro, collected_bs)
    select day, organization_id, sum(disbursed_petro), sum(disbursed_bs), sum(new_loans)::int,
      sum(collected_petro), sum(collected_bs)
    from gone group by 1, 2
  `);
}

/** Past this many changed loans, reading a kept day costs more than keeping it again (each is computed live). */
const REKEEP_AFTER = 1000;

/**
 * Keeps `day`'s standings when they are not kept, or again once more than REKEEP_AFTER loans changed
 * since; `run` wraps the keeping (the report's slots).
 */
export async function keepIfStale(
  db: Db,
  day: string,
  run: (keep: () => Promise<void>) => Promise<void> = (keep) => keep(),
): Promise<void> {
  const changed = await changedLoans(db, day);
  if (changed === undefined || changed > REKEEP_AFTER) await run(() => keepStandings(db, day));
}

/** The job: movements folded, today's standings kept (again when many loans changed since). */
export async function keepTodaysFigures(db: Db, today = businessDate()): Promise<void> {
  await foldMovements(db);
  await keepIfStale(db, today);
}
