import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getSession } from '../../lib/session';
import { sendPendingPayments } from '../payments';
import { OfflineBanner } from './offline-banner';
import { persistQueries } from './persist-queries';
import { applyUpdate, isUpdateReady, startServiceWorker, subscribeUpdate } from './service-worker';
import { UpdatePrompt } from './update-prompt';
import { watchConnection } from './watch-connection';

const RETRY_MS = 30_000;

/**
 * Keeps the carrier's data on the phone and restores it, sends the payments reported offline (now
 * and whenever the connection returns), registers the service worker and shows the offline banner
 * and the new-version prompt.
 */
export default function OfflineKit() {
  const client = useQueryClient();
  const updateReady = useSyncExternalStore(subscribeUpdate, isUpdateReady);

  useEffect(startServiceWorker, []);

  useEffect(() => {
    const account = getSession()?.user.id;
    if (account === undefined) return;
    // TanStack Query starts out online whatever the phone says: a page opened offline must not fetch.
    onlineManager.setOnline(navigator.onLine);
    const stopWatching = watchConnection(client);
    const stopKeeping = persistQueries(client, account);
    const send = () => void sendPendingPayments(client);
    send();
    window.addEventListener('online', send);
    // Signal can return without an 'online' event (bars but no data before): try again now and then.
    const retry = setInterval(send, RETRY_MS);
    return () => {
      stopWatching();
      stopKeeping();
      window.removeEventListener('online', send);
      clearInterval(retry);
    };
  }, [client]);

  return (
    <>
      <OfflineBanner />
      {updateReady && <UpdatePrompt onUpdate={applyUpdate} />}
    </>
  );
}
