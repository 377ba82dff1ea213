import { notifications } from '@mantine/notifications';
import { messages } from '@app/domain';
import { ApiError } from './api-client';

/** A green toast with the given text. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}

/** A red toast with the API's `error` text; any other failure (a bug, a network error) gets the generic one. */
export function notifyError(error: unknown): void {
  const message = error instanceof ApiError ? error.message : messages.genericError;
  notifications.show({ color: 'red', message });
}
