import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { UNITS } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteAnswer } from '../../lib/connection';
import { queryKeys } from '../../lib/query-keys';
import { renderInApp } from '../../test/render';
import { OfflineBanner } from './offline-banner';

const key = queryKeys.loans.ownList({ limit: 20, offset: 0 });

/** A page showing the carrier's loans, answered at `updatedAt`, in the unit every panel reads. */
function Page() {
  useQuery({ queryKey: key, queryFn: () => new Promise<never>(() => {}), enabled: false });
  useQuery({
    queryKey: queryKeys.settings.currency,
    queryFn: () => new Promise<never>(() => {}),
    enabled: false,
  });
  return <OfflineBanner />;
}

afterEach(() => noteAnswer(true));

const banner = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;

describe('the offline banner', () => {
  it('says when the data shown was fetched, in Caracas time, only while offline', async () => {
    const client = new QueryClient();
    // 18:07 UTC is 14:07 in Caracas.
    client.setQueryData(key, { items: [], total: 0 }, { updatedAt: Date.UTC(2026, 0, 5, 18, 7) });
    // The unit, read long before, is not the data shown.
    client.setQueryData(queryKeys.settings.currency, UNITS.PTR, { updatedAt: Date.UTC(2026, 0, 1) });
    const { container } = await renderInApp(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(banner(container)).toBeUndefined();
    await act(async () => noteAnswer(false));
    expect(banner(container)).toBe('Sin conexión: datos del 05/01/2026 14:07');
    await act(async () => noteAnswer(true));
    expect(banner(container)).toBeUndefined();
  });

  it('says so when nothing was kept', async () => {
    noteAnswer(false);
    const { container } = await renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(banner(container)).toBe('Sin conexión: no hay datos guardados en este teléfono.');
  });
});
