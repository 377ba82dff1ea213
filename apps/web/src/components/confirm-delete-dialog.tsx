import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteDialogProps {
  /** The record's name, or null when the dialog is closed. */
  name: string | null;
  /** The spec's prompt for this kind of record (messages.deletePrompt.*). */
  prompt: string;
  /** True while the delete call runs: buttons disabled, 'Eliminar' spinning. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's delete confirmation: '<prompt> <name>' with 'Eliminar' and 'Cancelar'. */
export function ConfirmDeleteDialog({ name, prompt, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      message={name === null ? null : `${prompt} ${name}`}
      confirmLabel="Eliminar"
      color="red"
    />
  );
}
