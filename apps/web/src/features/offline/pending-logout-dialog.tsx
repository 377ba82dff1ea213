import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { Question } from './pending-logout';

const what = (count: number) =>
  count === 1
    ? 'Hay 1 pago reportado sin conexión que aún no se ha enviado.'
    : `Hay ${count} pagos reportados sin conexión que aún no se han enviado.`;

/** The sign-out's question when payments are still only on this phone (pending-logout.ts). */
export default function PendingLogoutDialog({ question }: { question: Question }) {
  return (
    <Modal opened onClose={() => question.answer(false)} title="Pagos pendientes de envío" centered>
      <Text mb="xs">{what(question.count)}</Text>
      <Text mb="lg">
        Si cierras sesión ahora, se borrarán de este teléfono y la cooperativa no los recibirá. Espera a tener
        conexión para que se envíen.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => question.answer(false)} data-autofocus>
          Cancelar
        </Button>
        <Button color="red" onClick={() => question.answer(true)}>
          Cerrar sesión y borrarlos
        </Button>
      </Group>
    </Modal>
  );
}
