import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Text } from '@mantine/core';
import type { FollowUpBody } from '@app/domain';
import { notifySuccess } from '../../lib/notify';
import { FollowUpForm } from './follow-up-form';
import { useRecordFollowUp } from './record-follow-up';

export interface FollowUpModalProps {
  loanId: number;
  /** Who was contacted, under the title. */
  carrier: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Registrar seguimiento': the form in a modal; the server's toast and closing on success. */
export default function FollowUpModal({ loanId, carrier, opened, onClose }: FollowUpModalProps) {
  const record = useRecordFollowUp(loanId);
  const save = async (body: FollowUpBody) => {
    const saved = await record.mutateAsync(body);
    notifySuccess(saved.message);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      // No closing mid-call: the collector would not learn whether it was recorded.
      onClose={record.isPending ? () => {} : onClose}
      title="Registrar seguimiento"
      centered
    >
      <Text size="sm" c="dimmed" mb="md">
        {carrier} · Préstamo N° {loanId}
      </Text>
      <FollowUpForm onSubmit={save} onCancel={onClose} />
    </Modal>
  );
}
