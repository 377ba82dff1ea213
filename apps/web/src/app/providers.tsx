import './mantine-base-styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { theme } from './theme';

// The toast container (portal, transitions) downloads with the first toast, not with every page.
const NotificationsHost = lazy(() => import('./notifications-host'));

function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/** App-wide providers. The data cache (QueryClientProvider) sits in the panels' shell: the landing fetches nothing. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Toasts />
      {children}
    </MantineProvider>
  );
}
