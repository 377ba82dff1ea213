import { it } from 'vitest';
import fc from 'fast-check';
import { addDays, businessDate } from '@app/domain';
import { createOrganization } from '../../../test/factories';
import {
  dayOf,
  loanArb,
  expectReportAsReference,
  portfolioReportSetting,
  seedRandomLoans,
} from '../../../test/random-portfolio';

const setting = portfolioReportSetting();
const today = businessDate();

it('agrees with the loan-by-loan standing on random portfolios and days', async () => {
  await fc.assert(
    // The day: any of the last 320, or one next to a due date, a repayment, a penalty or an approval.
    fc.asyncProperty(
      fc.array(loanArb, { minLength: 1, maxLength: 5 }),
      fc.oneof(fc.nat(320), fc.record({ event: fc.nat(), shift: fc.integer({ min: -1, max: 1 }) })),
      async (drawn, when) => {
        const { h } = setting;
        const organizationId = (await createOrganization(h.db)).id;
        const events = await seedRandomLoans(h, organizationId, drawn);
        const day =
          typeof when === 'number'
            ? addDays(today, -when)
            : dayOf(events[when.event % events.length]!, when.shift);
        await expectReportAsReference(setting, organizationId, day);
      },
    ),
    { numRuns: 150 },
  );
  // 150 portfolios written row by row: ~30 s on a busy 2-core machine.
}, 120_000);
