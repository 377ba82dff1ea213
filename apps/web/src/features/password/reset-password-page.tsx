import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { changePasswordBody, messages } from '@app/domain';
import { paths } from '../../app/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useChangePassword } from './change-password';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Nueva contraseña' };

/**
 * Spec: /{token}/recuperar-contraseña: a new password (strong rule), 'Cambiar contraseña' and a link
 * to the administrator login. Carriers get this link when approved, so success goes to the landing,
 * where they sign in.
 */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { submit, pending } = useChangePassword(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(changePasswordBody),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await submit(body);
      notifySuccess(answer?.message || messages.passwordChanged);
      navigate(paths.home);
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <Paper withBorder shadow="sm" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            Cambiar contraseña
          </Title>
          <Text size="sm" c="dimmed">
            Escribe tu nueva contraseña.
          </Text>
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
            {...register('password')}
          />
          <Button type="submit" loading={pending} disabled={pending} fullWidth>
            Cambiar contraseña
          </Button>
          <Anchor component={Link} to={paths.adminLogin} size="sm" ta="center">
            Iniciar sesión como administrador
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
