import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { messages, ownProfileBody, type OwnProfileBody } from '@app/domain';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useUpdateOwnProfile } from './update-own-profile';

const fieldNames = ['dni', 'phoneNumber'] as const;

/**
 * Asks an administrator without cédula or phone (the first one, created at start) for both before
 * the back-office can be used. It cannot be dismissed: it closes when the server has them.
 */
export default function CompleteProfileModal() {
  const update = useUpdateOwnProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OwnProfileBody>({
    resolver: schemaResolver(ownProfileBody),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues: { dni: '', phoneNumber: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      notifySuccess(messages.profileSaved);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Modal
      opened
      onClose={() => {}}
      title="Completa tus datos"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Antes de continuar, completa tu perfil de administrador con tu cédula y tu teléfono.
          </Text>
          <TextInput label="Cédula" inputMode="numeric" error={errors.dni?.message} {...register('dni')} />
          <TextInput
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Guardar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
