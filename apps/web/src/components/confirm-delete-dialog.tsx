import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

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
export function ConfirmDeleteDialog({
  name,
  prompt,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  // Keeps the last name on screen while the dialog animates closed.
  const [shown, setShown] = useState(name);
  useEffect(() => {
    if (name !== null) setShown(name);
  }, [name]);
  return (
    <Modal opened={name !== null} onClose={pending ? () => {} : onCancel} title="Confirmar" centered>
      <Text mb="lg">
        {prompt} {shown}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
