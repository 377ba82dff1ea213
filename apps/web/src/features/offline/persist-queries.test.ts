import { QueryClient, onlineManager } from '@tanstack/react-query';
import { UNITS, setReferenceUnit } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_KEYS } from '../../lib/owned-storage';
import { queryKeys } from '../../lib/query-keys';
import { isKept, MAX_AGE_MS, restoreQueries, saveQueries } from './persist-queries';

const NOW = Date.UTC(2026, 10, 20, 15, 0);
const page = { limit: 20, offset: 0 };
const loans = { items: [{ id: 7, reasonForAdmission: 'Cauchos' }], total: 1 };

function signIn(id: number) {
  localStorage.setItem(
    'user',
    JSON.stringify({ access_token: 'a', refresh: 'r', user: { id, type: 'Carrier' } }),
  );
}

afterEach(() => {
  setReferenceUnit('PTR');
});

describe('the data kept for offline reading', () => {
  it("keeps the carrier's own lists, the rate, the unit and the payment data, nothing else", () => {
    expect(isKept(queryKeys.loans.ownList(page))).toBe(true);
    expect(isKept(queryKeys.loans.schedule(7))).toBe(true);
    expect(isKept(queryKeys.payments.ownList(page))).toBe(true);
    expect(isKept(queryKeys.creditRequests.ownList(page))).toBe(true);
    expect(isKept(queryKeys.prices.last)).toBe(true);
    expect(isKept(queryKeys.settings.paymentDetails)).toBe(true);
    expect(isKept(queryKeys.settings.currency)).toBe(true);
    expect(isKept(queryKeys.prices.on('2026-11-20'))).toBe(false);
    expect(isKept(queryKeys.payments.adminList(page))).toBe(false);
    expect(isKept(queryKeys.me)).toBe(false);
  });

  it('puts back what the same account saved, with its time, but never over a newer answer', () => {
    signIn(4);
    const before = new QueryClient();
    before.setQueryData(
      queryKeys.loans.ownList(page),
      { ...loans, headers: new Headers() },
      { updatedAt: NOW },
    );
    before.setQueryData(queryKeys.payments.adminList(page), { items: [], total: 0 });
    saveQueries(before, 4, NOW);
    expect(localStorage.getItem(OFFLINE_KEYS.queries)).not.toContain('admin-list');

    const after = new QueryClient();
    after.setQueryData(queryKeys.prices.last, { amount: 40 }, { updatedAt: NOW + 1 });
    restoreQueries(after, 4, NOW + 1000);
    expect(after.getQueryData(queryKeys.loans.ownList(page))).toEqual(loans);
    expect(after.getQueryState(queryKeys.loans.ownList(page))?.dataUpdatedAt).toBe(NOW);
    // A page that mounts asks the server again, whatever the staleTime.
    expect(after.getQueryState(queryKeys.loans.ownList(page))?.isInvalidated).toBe(true);
    expect(after.getQueryData(queryKeys.prices.last)).toEqual({ amount: 40 });
  });

  it("drops another account's copy instead of showing it", () => {
    signIn(4);
    const client = new QueryClient();
    client.setQueryData(queryKeys.loans.ownList(page), loans, { updatedAt: NOW });
    saveQueries(client, 4, NOW);
    signIn(5);
    const other = new QueryClient();
    restoreQueries(other, 5, NOW);
    expect(other.getQueryData(queryKeys.loans.ownList(page))).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_KEYS.queries)).toBeNull();
  });

  it('writes nothing once signed out, and forgets copies older than a week', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.loans.ownList(page), loans, { updatedAt: NOW });
    saveQueries(client, 4, NOW);
    expect(localStorage.getItem(OFFLINE_KEYS.queries)).toBeNull();

    signIn(4);
    saveQueries(client, 4, NOW);
    const later = new QueryClient();
    restoreQueries(later, 4, NOW + MAX_AGE_MS);
    expect(later.getQueryData(queryKeys.loans.ownList(page))).toBeUndefined();
  });

  it('keeps pages no longer in memory when it saves again', () => {
    signIn(4);
    const first = new QueryClient();
    first.setQueryData(queryKeys.loans.ownList(page), loans, { updatedAt: NOW });
    saveQueries(first, 4, NOW);
    const second = new QueryClient();
    second.setQueryData(queryKeys.payments.ownList(page), { items: [], total: 0 }, { updatedAt: NOW + 5 });
    saveQueries(second, 4, NOW + 10);
    const third = new QueryClient();
    restoreQueries(third, 4, NOW + 20);
    expect(third.getQueryData(queryKeys.loans.ownList(page))).toEqual(loans);
    expect(third.getQueryData(queryKeys.payments.ownList(page))).toEqual({ items: [], total: 0 });
  });

  it('puts back the unit kept with the figures, and never figures counted in another unit', () => {
    signIn(4);
    setReferenceUnit('USD');
    const inDollars = new QueryClient();
    inDollars.setQueryData(queryKeys.settings.currency, UNITS.USD, { updatedAt: NOW });
    inDollars.setQueryData(queryKeys.loans.ownList(page), loans, { updatedAt: NOW + 1 });
    saveQueries(inDollars, 4, NOW + 2);

    // Offline, a page the service worker kept still says petro: the kept unit wins, and its figures come with it.
    setReferenceUnit('PTR');
    onlineManager.setOnline(false);
    const offline = new QueryClient();
    restoreQueries(offline, 4, NOW + 3);
    onlineManager.setOnline(true);
    expect(offline.getQueryData(queryKeys.settings.currency)).toEqual(UNITS.USD);
    expect(offline.getQueryData(queryKeys.loans.ownList(page))).toEqual(loans);

    // Online, the page's unit came from the server just now: a kept one is older, and so are its figures.
    setReferenceUnit('EUR');
    const reloaded = new QueryClient();
    restoreQueries(reloaded, 4, NOW + 4);
    expect(reloaded.getQueryData(queryKeys.settings.currency)).toBeUndefined();
    expect(reloaded.getQueryData(queryKeys.loans.ownList(page))).toBeUndefined();

    // The server answered euros since: the dollars kept are not shown under €.
    const online = new QueryClient();
    online.setQueryData(queryKeys.settings.currency, UNITS.EUR, { updatedAt: NOW + 10 });
    restoreQueries(online, 4, NOW + 11);
    expect(online.getQueryData(queryKeys.loans.ownList(page))).toBeUndefined();

    // Saved again in euros, the copies in dollars go.
    setReferenceUnit('EUR');
    saveQueries(online, 4, NOW + 12);
    expect(localStorage.getItem(OFFLINE_KEYS.queries)).not.toContain('Cauchos');
  });
});
