import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ConfirmDialogProps {
  /** What the action will do, or null when the dialog is closed. */
  message: string | null;
  /** The confirming button's text ('Eliminar', 'Confirmar'). */
  confirmLabel: string;
  /** Red for what cannot be undone by a click (a delete). */
  color?: string;
  /** True while the call runs: buttons disabled, the confirming one spinning, no closing. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before an action, titled 'Confirmar', with 'Cancelar' and the action's button. */
export function ConfirmDialog({
  message,
  confirmLabel,
  color,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Keeps the last message on screen while the dialog animates closed.
  const [shown, setShown] = useState(message);
  useEffect(() => {
    if (message !== null) setShown(message);
  }, [message]);
  return (
    <Modal opened={message !== null} onClose={pending ? () => {} : onCancel} title="Confirmar" centered>
      <Text mb="lg">{shown}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button color={color} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
