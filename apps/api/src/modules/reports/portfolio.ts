import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  Decimal,
  PAR_DAYS,
  PAST_DUE_DAYS,
  agingBucket,
  businessDate,
  messages,
  ratio,
  roundBs,
  toJsonNumber,
  type PortfolioQuery,
  type PortfolioReport,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { creditRequests, organizations, payments } from '../../db/schema';
import { inLineIds, linesOf } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { HttpError } from '../../plugins/errors';
import { registeredRateOn } from '../prices';
import { monthlyMovements } from './monthly';
import { keptStandingGroups } from './kept-standings';
import { endOfDay, standingGroups, type StandingGroup } from './standing-groups';

const sum = (rows: StandingGroup[], pick: (g: StandingGroup) => string) =>
  rows.reduce((total, g) => total.plus(pick(g)), new Decimal(0));
const outstandingOf = (rows: StandingGroup[]) => sum(rows, (g) => g.outstanding);
const principalOf = (rows: StandingGroup[]) => sum(rows, (g) => g.principal);
const loansOf = (rows: StandingGroup[]) => rows.reduce((n, g) => n + g.loans, 0);
const lateBy = (rows: StandingGroup[], days: number) => rows.filter((g) => g.daysPastDue > days);

/** The first day of the month `months` before `day`'s. */
function monthStart(day: string, monthsBack = 0): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsBack);
  return d.toISOString().slice(0, 10);
}

const pendingRequest = eq(creditRequests.status, 'Por revisar');
const pendingPayment = eq(payments.status, 'Por revisar');

/** Requests and payments waiting for a decision now, of the lines covered (each row's own copy of its line). */
async function pendingCounts(db: Db | Tx, lines: readonly number[] | undefined) {
  const [requests] = await db
    .select({ n: count() })
    .from(creditRequests)
    .where(and(pendingRequest, inLineIds(creditRequests.organizationId, lines)));
  const [waiting] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(pendingPayment, inLineIds(payments.organizationId, lines)));
  return { pendingRequests: requests!.n, pendingPayments: waiting!.n };
}

/**
 * The lines a report covers: the one asked for, else the administrator's own, else every line
 * (undefined). A line outside his answers 404, as one that does not exist.
 */
function coveredLines(principal: Principal, organization: number | undefined): readonly number[] | undefined {
  const own = linesOf(principal);
  if (organization === undefined) return own ?? undefined;
  if (own && !own.includes(organization)) throw new HttpError(404, messages.notFound.organization);
  return [organization];
}

/** The lines the table shows: the chosen one, or every line covered in the lists and any with loans out. */
async function lineRows(
  db: Db | Tx,
  organization: number | undefined,
  covered: readonly number[] | undefined,
  withLoans: number[],
) {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      organization === undefined
        ? and(
            inLineIds(organizations.id, covered),
            or(
              isNull(organizations.retiredAt),
              inArray(organizations.id, withLoans.length ? withLoans : [0]),
            ),
          )
        : eq(organizations.id, organization),
    );
  if (organization !== undefined && !rows.length) throw new HttpError(404, messages.notFound.organization);
  return rows;
}

/**
 * The portfolio at the end of `date` (default today in the business time zone), of one line or
 * all: what is out and how late, what went out and came in by month, what waits for a decision.
 * Loan standings are computed in the database; here only a few hundred groups are added up, with
 * the buckets and PAR thresholds the domain defines.
 */
export async function buildPortfolioReport(
  db: Db,
  query: PortfolioQuery,
  principal: Principal,
): Promise<PortfolioReport> {
  const day = query.date ?? businessDate();
  const { organization } = query;
  const covered = coveredLines(principal, organization);
  const dayEnd = endOfDay(day);
  return db.transaction(
    async (tx) => {
      // A live window over the candidates' installments sorts ~170 000 rows today, more for a day long
      // ago: in memory, not spilled to disk at the default 4 MB (one statement, this transaction only).
      await tx.execute(sql`set local work_mem = '32MB'`);
      // The day's kept standings with the loans changed since computed live; the whole live query
      // (~1 s at national size) when the day is not kept.
      const groups =
        (await keptStandingGroups(tx, day, covered)) ?? (await standingGroups(tx, day, dayEnd, covered));
      const table = await lineRows(tx, organization, covered, [
        ...new Set(groups.map((g) => g.organizationId)),
      ]);
      const months = await monthlyMovements(tx, monthStart(day, 11), day, covered);
      const pending = await pendingCounts(tx, covered);
      const registered = await registeredRateOn(tx, day);
      const rate = registered?.rate ?? new Decimal(0);

      const outstanding = outstandingOf(groups);
      const late = lateBy(groups, 0);
      const current = months.at(-1)!;
      const byOrganization = table
        .map((line) => {
          const own = groups.filter((g) => g.organizationId === line.id);
          const out = outstandingOf(own);
          return {
            id: line.id,
            name: line.name,
            activeLoans: loansOf(own),
            outstandingPetro: toJsonNumber(out),
            overduePetro: toJsonNumber(sum(own, (g) => g.overdue)),
            par30: ratio(outstandingOf(lateBy(own, 30)), out),
          };
        })
        .sort(
          (a, b) =>
            b.par30 - a.par30 ||
            b.outstandingPetro - a.outstandingPetro ||
            a.name.localeCompare(b.name, 'es'),
        );
      const [par1, par30, par90] = PAR_DAYS.map((days) =>
        ratio(outstandingOf(lateBy(groups, days)), outstanding),
      );
      return {
        date: day,
        rate: toJsonNumber(rate),
        rateCreated: registered ? registered.registered.toISOString() : null,
        activeLoans: loansOf(groups),
        outstandingPetro: toJsonNumber(outstanding),
        outstandingBs: toJsonNumber(roundBs(outstanding.mul(rate))),
        overdueLoans: loansOf(late),
        overduePetro: toJsonNumber(sum(late, (g) => g.overdue)),
        principalOutstanding: toJsonNumber(principalOf(groups)),
        principalCurrent: toJsonNumber(principalOf(groups.filter((g) => g.daysPastDue <= 0))),
        principalPastDue: toJsonNumber(principalOf(lateBy(groups, PAST_DUE_DAYS))),
        par1: par1!,
        par30: par30!,
        par90: par90!,
        disbursedPetro: toJsonNumber(current.disbursedPetro),
        disbursedBs: toJsonNumber(current.disbursedBs),
        collectedPetro: toJsonNumber(current.collectedPetro),
        collectedBs: toJsonNumber(current.collectedBs),
        ...pending,
        aging: AGING_BUCKETS.map(({ bucket }) => {
          const inBucket = groups.filter((g) => agingBucket(g.daysPastDue) === bucket);
          return {
            bucket,
            loans: loansOf(inBucket),
            outstandingPetro: toJsonNumber(outstandingOf(inBucket)),
            principalOutstanding: toJsonNumber(principalOf(inBucket)),
          };
        }),
        byOrganization,
        monthly: months.map((m) => ({
          month: m.month,
          disbursedPetro: toJsonNumber(m.disbursedPetro),
          disbursedBs: toJsonNumber(m.disbursedBs),
          collectedPetro: toJsonNumber(m.collectedPetro),
          collectedBs: toJsonNumber(m.collectedBs),
          newLoans: m.newLoans,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
