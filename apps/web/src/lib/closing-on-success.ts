import type { AuthorizationPending } from '@app/domain';
import { isHeld, notifyHeld } from './four-eyes';
import { notifyError, notifySuccess } from './notify';

/**
 * A confirmed action's callbacks: the server's message in a toast and the dialog closed, or the
 * error; an action held for a second administrator says so instead of a success.
 */
export const closingOnSuccess = (close: () => void) => ({
  onSuccess: (answer: { message: string } | AuthorizationPending) => {
    if (isHeld(answer)) notifyHeld();
    else notifySuccess(answer.message);
    close();
  },
  onError: notifyError,
});
