import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  documentDecision,
  documentKindLabels,
  documentMessages,
  type DocumentDecision,
  type DocumentView,
} from '@app/domain';
import { RejectForm } from '../../components/reject-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useDecideDocument } from './document-queries';

/** 'Rechazar' a document: the reason is required, and the carrier receives it by e-mail. */
export default function RejectDocumentForm({
  document,
  onClose,
}: {
  document: DocumentView;
  onClose: () => void;
}) {
  const decide = useDecideDocument();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DocumentDecision>({
    resolver: schemaResolver(documentDecision),
    mode: 'onTouched',
    defaultValues: { status: 'Rechazado', reason: '' },
  });
  const submit = (body: DocumentDecision) =>
    decide.mutate(
      { id: document.id, ...body },
      {
        onSuccess: () => {
          notifySuccess(documentMessages.rejected);
          onClose();
        },
        onError: notifyError,
      },
    );

  return (
    <Modal
      opened
      onClose={decide.isPending ? () => {} : onClose}
      title={`Rechazar ${documentKindLabels[document.kind]}`}
      centered
    >
      <RejectForm
        onSubmit={handleSubmit(submit)}
        onCancel={onClose}
        pending={decide.isPending}
        reason={register('reason')}
        error={errors.reason?.message}
      />
    </Modal>
  );
}
