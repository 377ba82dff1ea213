import { notifications } from '@mantine/notifications';
import type { DeleteResult } from '@app/domain';
import { notifySuccess } from './notify';

/** The server's text: green when the record is gone, orange when it was retired to keep its history. */
export function notifyDeleteResult({ message, outcome }: DeleteResult): void {
  if (outcome === 'deleted') notifySuccess(message);
  else notifications.show({ color: 'orange', message });
}
