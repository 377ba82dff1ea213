import { notifications } from '@mantine/notifications';
import { authorizationMessages, type AuthorizationPending } from '@app/domain';
import { queryClient } from './query-client';
import { refreshAfter } from './query-keys';

/** A write answered 202: it waits for a second administrator and nothing happened yet (four eyes). */
export const isHeld = (answer: unknown): answer is AuthorizationPending =>
  typeof answer === 'object' && answer !== null && 'authorizationId' in answer;

/** The toast of a held operation: no success shown, it says who must act. */
export function notifyHeld(): void {
  notifications.show({ color: 'blue', message: authorizationMessages.waiting });
  void refreshAfter(queryClient, 'authorization-asked');
}
