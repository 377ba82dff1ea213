import { notifyError, notifySuccess } from './notify';

/** A confirmed action's callbacks: the server's message in a toast and the dialog closed, or the error. */
export const closingOnSuccess = (close: () => void) => ({
  onSuccess: ({ message }: { message: string }) => {
    notifySuccess(message);
    close();
  },
  onError: notifyError,
});
