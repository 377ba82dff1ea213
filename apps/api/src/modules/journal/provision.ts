import { sql } from 'drizzle-orm';
import {
  BS_DECIMALS,
  Decimal,
  PROVISION_BUCKETS,
  businessDate,
  lastDayOf,
  monthBefore,
  monthOf,
  provisionBucket,
  provisionDescription,
  provisionLines,
  requiredProvision,
  type ProvisionBucket,
} from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import { provisionRates, provisionRuns } from '../../db/schema';
import { endOfDay, standingGroups } from '../reports';
import { mappedAccounts, postEntry } from './post';

/** The days past due the provision needs told apart: its last bucket starts at 181. */
const PROVISION_DAYS_CAP = PROVISION_BUCKETS.at(-1)!.from;

/** What a month's run stored: per bucket and in total, exact decimal strings. */
export interface ProvisionRequired {
  principal: Record<ProvisionBucket, string>;
  principalCostBs: Record<ProvisionBucket, string>;
  percent: Record<ProvisionBucket, string>;
  unit: Record<ProvisionBucket, string>;
  bs: Record<ProvisionBucket, string>;
  total: string;
  totalBs: string;
}

const byBucket = <T>(make: (bucket: ProvisionBucket) => T) =>
  Object.fromEntries(PROVISION_BUCKETS.map(({ bucket }) => [bucket, make(bucket)])) as Record<
    ProvisionBucket,
    T
  >;

/** The percentages of Configuración, per bucket. */
export async function provisionPercentages(db: Db | Tx): Promise<Record<ProvisionBucket, string>> {
  const rows = await db.select().from(provisionRates);
  const of = new Map(rows.map((r) => [r.bucket, r.percent]));
  return byBucket((bucket) => of.get(bucket) ?? '0');
}

/**
 * The allowance `month` requires on its last day: the portfolio report's principal outstanding by
 * provision bucket × the bucket's percentage, in the unit (`requiredProvision`) and in Bs, the
 * percentage of the principal's cost (what the portfolio accounts hold in Bs), to the cent.
 */
export async function requiredOn(tx: Tx, month: string): Promise<ProvisionRequired> {
  const day = lastDayOf(month);
  await tx.execute(sql`set local work_mem = '32MB'`);
  const groups = await standingGroups(tx, day, endOfDay(day), undefined, PROVISION_DAYS_CAP);
  const principal = byBucket(() => new Decimal(0));
  const cost = byBucket(() => new Decimal(0));
  for (const g of groups) {
    const bucket = provisionBucket(g.daysPastDue);
    principal[bucket] = principal[bucket].plus(g.principal);
    cost[bucket] = cost[bucket].plus(g.principalCostBs);
  }
  const percent = await provisionPercentages(tx);
  const unit = requiredProvision(principal, percent);
  const bs = byBucket((b) => cost[b].mul(percent[b]).div(100).toDecimalPlaces(BS_DECIMALS));
  return {
    principal: byBucket((b) => principal[b].toFixed()),
    principalCostBs: byBucket((b) => cost[b].toFixed(BS_DECIMALS)),
    percent,
    unit: byBucket((b) => unit.byBucket[b].toFixed()),
    bs: byBucket((b) => bs[b].toFixed(BS_DECIMALS)),
    total: unit.total.toFixed(),
    totalBs: PROVISION_BUCKETS.reduce((s, { bucket }) => s.plus(bs[bucket]), new Decimal(0)).toFixed(
      BS_DECIMALS,
    ),
  };
}

/**
 * The allowance's balance on `day` (credits less debits of the account mapped to it), in Bs and in
 * the unit: the previous months' provisions less the write-offs charged to it.
 */
async function allowanceBalance(tx: Tx, day: string): Promise<{ bs: Decimal; unit: Decimal }> {
  const account = (await mappedAccounts(tx))('provisionAllowance');
  const [row] = (
    (await tx.execute(sql`
      select coalesce(sum(credit_bs - debit_bs), 0)::text as bs,
        coalesce(sum(case when credit then unit_amount else -unit_amount end), 0)::text as unit
      from journal_lines where account_id = ${account} and date <= ${day}
    `)) as Rows<{ bs: string; unit: string }>
  ).rows;
  return { bs: new Decimal(row!.bs), unit: new Decimal(row!.unit) };
}

/**
 * Posts `month`'s provision once, in the caller's transaction: the required allowance less the
 * allowance's balance on its last day (the previous runs' less the write-offs charged to it; an
 * expense, or a release when negative), dated the month's last day (a closed
 * month moves it to the first open day, see `postEntry`). The run's row is the once: a second
 * caller, at once or later, finds it and posts nothing (null). Closing a month may call it first.
 */
export async function provisionMonth(tx: Tx, month: string): Promise<{ entryId: number | null } | null> {
  const required = await requiredOn(tx, month);
  const [run] = await tx
    .insert(provisionRuns)
    .values({ month, required, requiredBs: required.totalBs })
    .onConflictDoNothing()
    .returning({ month: provisionRuns.month });
  if (!run) return null;
  const held = await allowanceBalance(tx, lastDayOf(month));
  const entryId = await postEntry(tx, {
    date: lastDayOf(month),
    source: 'provision',
    sourceId: null,
    description: provisionDescription(month),
    lines: provisionLines(
      new Decimal(required.total).minus(held.unit),
      new Decimal(required.totalBs).minus(held.bs),
    ),
  });
  if (entryId !== null)
    await tx
      .update(provisionRuns)
      .set({ entryId })
      .where(sql`${provisionRuns.month} = ${month}`);
  return { entryId };
}

/**
 * The provision job: on the first day of a month (and at any start after it, when the run was
 * missed) the month that ended gets its provision; a month that has its run is left alone.
 */
export async function provisionEndedMonth(db: Db, today = businessDate()): Promise<string | null> {
  const month = monthBefore(monthOf(today));
  const done = await db
    .select({ month: provisionRuns.month })
    .from(provisionRuns)
    .where(sql`${provisionRuns.month} = ${month}`);
  if (done.length) return null;
  const posted = await db.transaction((tx) => provisionMonth(tx, month));
  return posted ? month : null;
}
