import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { RejectForm } from '../../components/reject-form';
import { useForm } from 'react-hook-form';
import { rejectAuthorizationBody, type Authorization, type RejectAuthorizationBody } from '@app/domain';
import { closingOnSuccess } from '../../lib/closing-on-success';
import { schemaResolver } from '../../lib/schema-resolver';
import { useRejectAuthorization } from './decide-authorization';

/** 'Rechazar': the reason, kept with the operation and in the audit trail. */
export default function RejectModal({
  target,
  onClose,
}: {
  target: Authorization | null;
  onClose: () => void;
}) {
  const reject = useRejectAuthorization();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(rejectAuthorizationBody),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = (body: RejectAuthorizationBody) =>
    reject.mutate({ id: target!.id, ...body }, closingOnSuccess(close));

  return (
    <Modal
      opened={target !== null}
      onClose={reject.isPending ? () => {} : close}
      title="Rechazar operación"
      centered
    >
      <RejectForm
        onSubmit={handleSubmit(submit)}
        onCancel={close}
        pending={reject.isPending}
        reason={register('reason')}
        error={errors.reason?.message}
      />
    </Modal>
  );
}
