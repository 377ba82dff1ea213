import { expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { addDays, businessDate } from '@app/domain';
import { createOrganization } from '../../../test/factories';
import type { Rows } from '../../db/client';
import {
  applyLateChanges,
  lateChangeArb,
  loanArb,
  expectReportAsReference,
  portfolioReportSetting,
  seedRandomLoans,
} from '../../../test/random-portfolio';
import { foldMovements, keepStandings, keptStandingGroups } from './kept-standings';
import { endOfDay, standingGroups, type StandingGroup } from './standing-groups';

const setting = portfolioReportSetting();
const today = businessDate();

const key = (g: StandingGroup) => `${g.organizationId}|${g.daysPastDue}`;
/** Groups as comparable values: numbers for decimals ('1.50' and '1.5' are the same amount). */
const comparable = (groups: StandingGroup[]) =>
  groups
    .map((g) => ({
      key: key(g),
      loans: g.loans,
      outstanding: Number(g.outstanding),
      overdue: Number(g.overdue),
      principal: Number(g.principal),
      principalCostBs: Number(g.principalCostBs),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));

it('kept standings plus the changed loans live equal the live computation, through changes after keeping', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(loanArb, { minLength: 1, maxLength: 4 }),
      fc.array(loanArb, { maxLength: 2 }),
      fc.array(lateChangeArb, { maxLength: 4 }),
      fc.nat(320),
      fc.boolean(),
      fc.boolean(),
      async (before, after, changes, daysAgo, keepAgain, fold) => {
        const { h } = setting;
        const organizationId = (await createOrganization(h.db)).id;
        const day = addDays(today, -daysAgo);
        await seedRandomLoans(h, organizationId, before);
        await keepStandings(h.db, day);
        // After the day was kept: new loans, back-dated repayments, penalties, a repayment undone.
        await seedRandomLoans(h, organizationId, after);
        await applyLateChanges(h, organizationId, changes, day);
        // Keeping another day drops the log rows every kept day has seen, and only those.
        if (keepAgain) await keepStandings(h.db, today);
        // The job's fold: one row per day and line, the same sums (the report below reads them).
        if (fold) {
          await foldMovements(h.db);
          const { rows } = (await h.db.execute(sql`
            select count(*)::int as n from portfolio_movements
            where organization_id = ${organizationId} group by day having count(*) > 1`)) as Rows<unknown>;
          expect(rows).toEqual([]);
        }

        const lines = [organizationId];
        const kept = await keptStandingGroups(h.db, day, lines);
        expect(kept).toBeDefined();
        expect(comparable(kept!)).toEqual(comparable(await standingGroups(h.db, day, endOfDay(day), lines)));

        await expectReportAsReference(setting, organizationId, day);
      },
    ),
    { numRuns: 60 },
  );
}, 600_000);
