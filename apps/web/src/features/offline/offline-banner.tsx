import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Notice } from '../../components/notice';
import { isConnected, subscribeConnection } from '../../lib/connection';
import { formatDateTime } from '../../lib/format';
import { isKept, isUnitKey } from './persist-queries';

/**
 * When the data on screen was fetched: the oldest answer among the kept queries the page shows. The
 * unit, which every page reads, is not data shown: its time would hide the figures'.
 */
export function shownDataTime(client: QueryClient): number | undefined {
  const times = client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.getObserversCount() > 0 &&
        q.state.data !== undefined &&
        isKept(q.queryKey) &&
        !isUnitKey(q.queryKey),
    )
    .map((q) => q.state.dataUpdatedAt);
  return times.length ? Math.min(...times) : undefined;
}

/** Offline: says so, and how old the data shown is (America/Caracas, 24 h). */
export function OfflineBanner() {
  const client = useQueryClient();
  const online = useSyncExternalStore(subscribeConnection, isConnected);
  const subscribeCache = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const time = useSyncExternalStore(subscribeCache, () => shownDataTime(client));
  if (online) return null;
  return (
    // Plain markup: Mantine's Alert (and its close button) would download with every carrier page.
    <Notice color="orange" mb="md" role="status">
      {time === undefined
        ? 'Sin conexión: no hay datos guardados en este teléfono.'
        : `Sin conexión: datos del ${formatDateTime(new Date(time))}`}
    </Notice>
  );
}
