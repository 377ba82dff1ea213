import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';

/** Spec section 9: toasts last 4000 ms. */
const TOAST_MS = 4000;

/** On a phone, forms end in their submit button at the bottom: toasts come from the top there. */
export default function NotificationsHost() {
  const phone = useMediaQuery('(max-width: 599px)');
  return <Notifications autoClose={TOAST_MS} position={phone ? 'top-center' : 'bottom-right'} />;
}
