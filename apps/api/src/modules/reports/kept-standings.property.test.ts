import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, businessDate, type PortfolioReport } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../../test/factories';
import {
  applyLateChanges,
  lateChangeArb,
  loanArb,
  portfolioReference,
  reportFigures,
  seedRandomLoans,
} from '../../../test/random-portfolio';
import { keepStandings, keptStandingGroups } from './kept-standings';
import { endOfDay, standingGroups, type StandingGroup } from './standing-groups';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();

beforeAll(async () => {
  h = await build();
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '7.5', new Date(Date.now() - 400 * 86_400_000));
});
afterAll(() => h.close());

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
      async (before, after, changes, daysAgo, keepAgain) => {
        const organizationId = (await createOrganization(h.db)).id;
        const day = addDays(today, -daysAgo);
        await seedRandomLoans(h, organizationId, before);
        await keepStandings(h.db, day);
        // After the day was kept: new loans, back-dated repayments, penalties, a repayment undone.
        await seedRandomLoans(h, organizationId, after);
        await applyLateChanges(h, organizationId, changes, day);
        // Keeping another day drops the log rows every kept day has seen, and only those.
        if (keepAgain) await keepStandings(h.db, today);

        const lines = [organizationId];
        const kept = await keptStandingGroups(h.db, day, lines);
        expect(kept).toBeDefined();
        expect(comparable(kept!)).toEqual(comparable(await standingGroups(h.db, day, endOfDay(day), lines)));

        const res = await h.app.inject({
          url: `/api/reports/portfolio?date=${day}&organization=${organizationId}`,
          headers: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        const r: PortfolioReport = res.json();
        expect(reportFigures(r)).toEqual(await portfolioReference(h, organizationId, day));
      },
    ),
    { numRuns: 60 },
  );
}, 600_000);
