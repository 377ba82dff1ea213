import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, businessDate, type PortfolioReport } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../../test/factories';
import {
  dayOf,
  loanArb,
  portfolioReference,
  reportFigures,
  seedRandomLoans,
} from '../../../test/random-portfolio';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();

beforeAll(async () => {
  h = await build();
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '7.5', new Date(Date.now() - 400 * 86_400_000));
});
afterAll(() => h.close());

it('agrees with the loan-by-loan standing on random portfolios and days', async () => {
  await fc.assert(
    // The day: any of the last 320, or one next to a due date, a repayment, a penalty or an approval.
    fc.asyncProperty(
      fc.array(loanArb, { minLength: 1, maxLength: 5 }),
      fc.oneof(fc.nat(320), fc.record({ event: fc.nat(), shift: fc.integer({ min: -1, max: 1 }) })),
      async (drawn, when) => {
        const organizationId = (await createOrganization(h.db)).id;
        const events = await seedRandomLoans(h, organizationId, drawn);
        const day =
          typeof when === 'number'
            ? addDays(today, -when)
            : dayOf(events[when.event % events.length]!, when.shift);
        const res = await h.app.inject({
          url: `/api/reports/portfolio?date=${day}&organization=${organizationId}`,
          headers: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        const r: PortfolioReport = res.json();
        expect(reportFigures(r)).toEqual(await portfolioReference(h, organizationId, day));
      },
    ),
    { numRuns: 150 },
  );
  // 150 portfolios written row by row: ~30 s on a busy 2-core machine.
}, 120_000);
