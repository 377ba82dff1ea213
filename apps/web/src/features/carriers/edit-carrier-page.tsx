import '@mantine/core/styles/Skeleton.css';
import { Button, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { messages, updateCarrierBody } from '@app/domain';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useChangeCarrierPassword } from './change-carrier-password';
import { useCarrier } from './get-carrier';
import { setFieldErrors } from '../../lib/set-field-errors';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Editar transportista' };

/** Spec: editar-transportista/{id}. The affiliate's names and cédula read-only; the form sets a new password. */
export function Component() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const carrier = useCarrier(id);
  const changePassword = useChangeCarrierPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(updateCarrierBody),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    changePassword.mutate(
      { id, body: { password } },
      {
        onSuccess: () => {
          notifySuccess(messages.carrierPasswordChanged);
          navigate(paths.admin.carriers);
        },
        onError: (error) => {
          notifyError(error);
          setFieldErrors(error, setError, ['password']);
        },
      },
    ),
  );

  if (carrier.isError) {
    return (
      <FormCard title="Editar transportista" backTo={paths.admin.carriers}>
        <Text c="red">{carrier.error.message}</Text>
      </FormCard>
    );
  }

  const affiliate = carrier.data?.affiliate;
  return (
    <FormCard title="Editar transportista" backTo={paths.admin.carriers}>
      <form onSubmit={onSubmit} noValidate>
        {affiliate ? (
          <Stack gap="md">
            <TextInput label="Nombres" value={affiliate.firstNames} readOnly variant="filled" />
            <TextInput label="Apellidos" value={affiliate.lastNames} readOnly variant="filled" />
            <TextInput label="Cédula" value={affiliate.dni} readOnly variant="filled" />
          </Stack>
        ) : (
          <Stack gap="md" aria-busy>
            <Skeleton height={58} />
            <Skeleton height={58} />
            <Skeleton height={58} />
          </Stack>
        )}
        <PasswordInput
          label="Nueva contraseña"
          autoComplete="new-password"
          mt="md"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          mt="lg"
          loading={changePassword.isPending}
          disabled={!affiliate || changePassword.isPending}
        >
          Editar
        </Button>
      </form>
    </FormCard>
  );
}
