import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getSession } from '../../lib/session';
import { sendPendingPayments } from '../payments';
import { OfflineBanner } from './offline-banner';
import { currentQuestion, subscribeQuestion } from './pending-logout';
import { persistQueries } from './persist-queries';
import { applyUpdate, isUpdateReady, startServiceWorker, subscribeUpdate } from './service-worker';
import { watchConnection } from './watch-connection';

const RETRY_MS = 30_000;

// The sign-out's question (a modal) downloads only when there is something to ask.
const PendingLogoutDialog = lazy(() => import('./pending-logout-dialog'));
// So does the new-version prompt (Mantine's Paper and Button), when a new deployment is waiting.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * Keeps the carrier's data on the phone and restores it, sends the payments reported offline (now
 * and whenever the connection returns), registers the service worker and shows the offline banner,
 * the new-version prompt and the sign-out's question about payments not sent yet.
 */
export default function OfflineKit() {
  const client = useQueryClient();
  const updateReady = useSyncExternalStore(subscribeUpdate, isUpdateReady);
  const question = useSyncExternalStore(subscribeQuestion, currentQuestion);

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
      {updateReady && (
        <Suspense fallback={null}>
          <UpdatePrompt onUpdate={applyUpdate} />
        </Suspense>
      )}
      {question && (
        <Suspense fallback={null}>
          <PendingLogoutDialog question={question} />
        </Suspense>
      )}
    </>
  );
}
