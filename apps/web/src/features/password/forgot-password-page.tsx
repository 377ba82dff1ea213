import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { recoveryBody } from '@app/domain';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useRequestRecovery } from './request-recovery';
import type { TitleHandle } from '../../lib/document-title';
import { HydratedFieldset } from '../../components/hydrated-fieldset';

export const handle: TitleHandle = { title: 'Recuperar contraseña' };

/**
 * Spec: /olvide-mi-contraseña: an e-mail, 'Solicitar nueva contraseña', and 'Volver' one page back.
 * The answer is the server's neutral message: it never says whether the e-mail has an account.
 */
export function Component() {
  const navigate = useNavigate();
  const { submit, pending } = useRequestRecovery();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(recoveryBody), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      notifySuccess((await submit(body)).message);
      reset();
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <Paper withBorder shadow="sm" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <HydratedFieldset>
          <Stack gap="md">
            <Title order={2} size="h3">
              Recuperar contraseña
            </Title>
            <Text size="sm" c="dimmed">
              Escribe el correo de tu cuenta y te enviaremos un enlace para cambiar tu contraseña.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" loading={pending} disabled={pending} fullWidth>
              Solicitar nueva contraseña
            </Button>
            <Button variant="subtle" onClick={() => navigate(-1)}>
              Volver
            </Button>
          </Stack>
        </HydratedFieldset>
      </form>
    </Paper>
  );
}
