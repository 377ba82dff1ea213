import { Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { loginForm, messages, type AccountType } from '@app/domain';
import { paths } from '../../app/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { homePathFor } from '../../lib/session';
import { useLogin } from './login';
import { AppLink, useAppNavigate } from '../../lib/navigation';
import { schemaResolver } from '../../lib/schema-resolver';
import { HydratedFieldset } from '../../components/hydrated-fieldset';

interface LoginFormProps {
  accountType: AccountType;
  /** What was typed before this form loaded (the landing's stand-in box). */
  defaultValues?: { email: string; password: string };
}

/** The one login form: the landing's carrier box and the back-office page differ only in `accountType`. */
export function LoginForm({ accountType, defaultValues = { email: '', password: '' } }: LoginFormProps) {
  // Shared with the landing, which has no router: the host says how to move.
  const navigate = useAppNavigate();
  const { submit, pending } = useLogin(accountType);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(loginForm),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues,
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const session = await submit(credentials);
      notifySuccess(session.message || messages.loginOk);
      navigate(homePathFor(session.user.type));
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <HydratedFieldset>
        <Stack gap="md">
          <Title order={2} size="h3">
            Iniciar sesión
          </Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
            {...register('password')}
          />
          <Button type="submit" loading={pending} disabled={pending} fullWidth>
            Iniciar sesión
          </Button>
          <Anchor component={AppLink} to={paths.forgotPassword} size="sm" ta="center">
            ¿Has olvidado tu contraseña?
          </Anchor>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
