import { z } from 'zod';
import { lineFilter } from './common';
import { AGING_BUCKETS } from '../reports/portfolio-terms';
import { dateField } from './fields';

/** `GET /api/reports/portfolio`: the day (default today, business time zone) and the line. */
export const portfolioQuery = z.object({
  date: dateField('Fecha inválida.').optional(),
  ...lineFilter,
});
export type PortfolioQuery = z.infer<typeof portfolioQuery>;

const money = z.number();
/** Between 0 and 1, half-up to 4 decimals. */
const share = z.number().min(0).max(1);

const monthFigures = {
  disbursedPetro: money,
  disbursedBs: money,
  collectedPetro: money,
  collectedBs: money,
};

/** The portfolio at the end of a day; field names are a contract (issue 14, README "Reportes"). */
export const portfolioReport = z.object({
  date: z.string(),
  rate: money,
  /** When that rate was registered: a day before `date` means the day had none of its own yet. */
  rateCreated: z.string().nullable(),
  activeLoans: z.number().int(),
  outstandingPetro: money,
  outstandingBs: money,
  overdueLoans: z.number().int(),
  overduePetro: money,
  /** The principal of what is outstanding (decision 37), in the unit: what the books' portfolio accounts hold. */
  principalOutstanding: money,
  /** Of it, the loans not late: the aging buckets hold the rest. */
  principalCurrent: money,
  /** Of it, the loans more than PAST_DUE_DAYS late: the books' past-due portfolio account. */
  principalPastDue: money,
  par1: share,
  par30: share,
  par90: share,
  ...monthFigures,
  pendingRequests: z.number().int(),
  pendingPayments: z.number().int(),
  aging: z.array(
    z.object({
      bucket: z.enum(AGING_BUCKETS.map((b) => b.bucket) as [string, ...string[]]),
      loans: z.number().int(),
      outstandingPetro: money,
      principalOutstanding: money,
    }),
  ),
  byOrganization: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      activeLoans: z.number().int(),
      outstandingPetro: money,
      overduePetro: money,
      par30: share,
    }),
  ),
  monthly: z.array(z.object({ month: z.string(), ...monthFigures, newLoans: z.number().int() })),
});
export type PortfolioReport = z.infer<typeof portfolioReport>;
