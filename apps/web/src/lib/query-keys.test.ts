import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, refreshAfter } from './query-keys';

const page = { limit: 20, offset: 0 };

const cached = {
  adminLoans: queryKeys.loans.adminList({ ...page, status: 'Por pagar' }),
  ownLoans: queryKeys.loans.ownList(page),
  schedule: queryKeys.loans.schedule(7),
  adminPayments: queryKeys.payments.adminList(page),
  ownPayments: queryKeys.payments.ownList(page),
  incomes: queryKeys.incomes.list(page),
  portfolio: queryKeys.reports.portfolio({ date: '2025-01-31' }),
  adminRequests: queryKeys.creditRequests.adminList(page),
  expenses: queryKeys.expenses.list(page),
  carriers: queryKeys.carriers.list({ ...page, dni: '' }),
  prices: queryKeys.prices.list(page),
  lastPrice: queryKeys.prices.last,
  loan: queryKeys.loans.detail(7),
  followUps: queryKeys.loans.followUps(7),
  payoff: queryKeys.loans.payoff(7, '2026-12-01'),
  collections: queryKeys.collections.list({ ...page, bucket: '1-30' }),
} satisfies Record<string, QueryKey>;

type Name = keyof typeof cached;

/** A cache holding one answer under every key above, as the app's pages would leave it. */
function filledClient(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, { items: [], total: 0 });
  return client;
}

const invalidated = (client: QueryClient) =>
  (Object.keys(cached) as Name[]).filter((name) => client.getQueryState(cached[name])?.isInvalidated);

/** Every cached query about loans: the lists, a schedule and a loan's own page. */
const everyLoansQuery: Name[] = ['adminLoans', 'ownLoans', 'schedule', 'loan', 'followUps', 'payoff'];

describe('refreshAfter', () => {
  it('a payment decision refreshes the payments, every loans query, the incomes, the reports and the desk', async () => {
    const client = filledClient();

    await refreshAfter(client, 'payment-decided');

    expect(invalidated(client).sort()).toEqual(
      [...everyLoansQuery, 'adminPayments', 'ownPayments', 'incomes', 'portfolio', 'collections'].sort(),
    );
    expect(client.getQueryState(cached.prices)?.isInvalidated).toBe(false);
  });

  it('a request decision refreshes the requests, the loans, the expenses, the carriers and the reports', async () => {
    const client = filledClient();

    await refreshAfter(client, 'request-decided');

    expect(invalidated(client).sort()).toEqual(
      ['adminRequests', ...everyLoansQuery, 'expenses', 'carriers', 'portfolio'].sort(),
    );
  });

  it('a reschedule or a write-off refreshes every loans query, the desk and the reports', async () => {
    for (const event of ['loan-rescheduled', 'loan-written-off'] as const) {
      const client = filledClient();

      await refreshAfter(client, event);

      expect(invalidated(client).sort()).toEqual([...everyLoansQuery, 'portfolio', 'collections'].sort());
    }
  });

  it("a follow-up refreshes the desk and the loan pages' queries, not the lists or the reports", async () => {
    const client = filledClient();

    await refreshAfter(client, 'follow-up-recorded');

    expect(invalidated(client).sort()).toEqual(['loan', 'followUps', 'payoff', 'collections'].sort());
  });
});
