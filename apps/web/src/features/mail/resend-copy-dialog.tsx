import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { MailRow } from '@app/domain';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format';

interface ResendCopyDialogProps {
  /** The sent e-mail asked to go again, or null when the dialog is closed. */
  mail: MailRow | null;
  /** True while the copy is queued: buttons disabled, 'Enviar copia' spinning. */
  pending: boolean;
  onConfirm: (mail: MailRow) => void;
  onCancel: () => void;
}

/**
 * The question before a sent e-mail goes again: the person received it already, so what goes is a
 * copy, and only when the administrator says so (the server refuses it otherwise).
 */
export function ResendCopyDialog({ mail, pending, onConfirm, onCancel }: ResendCopyDialogProps) {
  // Keeps the last e-mail on screen while the dialog animates closed.
  const [shown, setShown] = useState(mail);
  useEffect(() => {
    if (mail) setShown(mail);
  }, [mail]);
  return (
    <Modal opened={mail !== null} onClose={pending ? () => {} : onCancel} title="Enviar una copia" centered>
      {shown && (
        <>
          <Text mb="lg">
            {`Este correo ya se envió el ${formatDateTime(shown.sentAt)}. ¿Enviar una copia a ${shown.to}?`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
              Cancelar
            </Button>
            <Button onClick={() => onConfirm(shown)} loading={pending}>
              Enviar copia
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
