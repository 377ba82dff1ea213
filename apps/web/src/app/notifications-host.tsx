import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Spec section 9: toasts last 4000 ms. */
const TOAST_MS = 4000;

export default function NotificationsHost() {
  return <Notifications autoClose={TOAST_MS} position="bottom-right" />;
}
