import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { changePasswordBody, messages, signInPaths, type AccountType } from '@app/domain';
import { paths } from '../../app/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useChangePassword } from './change-password';
import type { TitleHandle } from '../../lib/document-title';
import { useLinkKind, type LinkKind } from './get-link-kind';

export const handle: TitleHandle = { title: 'Nueva contraseña' };

const signInLabels: Record<AccountType, string> = {
  Carrier: 'Iniciar sesión como transportista',
  Administrator: 'Iniciar sesión como administrador',
};

/**
 * Spec: /{token}/recuperar-contraseña: a new password (strong rule), 'Cambiar contraseña' and a link
 * to the login. The server says which kind of account the link is for, so a carrier (who gets this
 * link when approved) is sent to the landing's login box and an administrator to the back-office.
 */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const kind = useLinkKind(token);
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
      notifySuccess(answer.message || messages.passwordChanged);
      navigate(signInPaths[answer.type]);
    } catch (error) {
      notifyError(error);
    }
  });

  if (kind.status === 'unusable') {
    return (
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="md">
          <Title order={2} size="h3">
            Cambiar contraseña
          </Title>
          <Alert color="red" title={kind.message} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
            Solicitar un enlace nuevo
          </Anchor>
          <SignInLinks kind={kind} />
        </Stack>
      </Paper>
    );
  }

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
          <SignInLinks kind={kind} />
        </Stack>
      </form>
    </Paper>
  );
}

/** The login of the link's account kind; both while the kind is not known (nothing while asking). */
function SignInLinks({ kind }: { kind: LinkKind }) {
  if (kind.status === 'checking') return null;
  const types: AccountType[] = kind.status === 'usable' ? [kind.type] : ['Carrier', 'Administrator'];
  return types.map((type) => (
    <Anchor key={type} component={Link} to={signInPaths[type]} size="sm" ta="center">
      {signInLabels[type]}
    </Anchor>
  ));
}
