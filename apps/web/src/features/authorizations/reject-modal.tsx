import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { ReasonField } from '../../components/reason-field';
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
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <ReasonField data-autofocus error={errors.reason?.message} {...register('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Rechazar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
