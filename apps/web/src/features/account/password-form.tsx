import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { AccountPasswordBody } from '@app/domain';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { notifyError, notifySuccess } from '../../lib/notify';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';

// The schema (and zod) after the page: the form is usable before it arrives.
const resolver = lazySchemaResolver<AccountPasswordBody>(() =>
  import('./account-schemas').then((module) => module.accountPasswordBody),
);
const empty: AccountPasswordBody = { currentPassword: '', password: '', confirmPassword: '' };
const toggle = 'Mostrar u ocultar la contraseña';

/** The current password, then the new one twice; the server ends the other sessions. */
export function PasswordForm({
  onSubmit,
}: {
  onSubmit: (body: AccountPasswordBody) => Promise<{ message: string }>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountPasswordBody>({ resolver, mode: 'onTouched', defaultValues: empty });

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await onSubmit(body);
      notifySuccess(answer.message);
      reset(empty);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, ['currentPassword', 'password', 'confirmPassword']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Cambiar contraseña">
      <Stack gap="sm">
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          toggleLabel={toggle}
          {...register('currentPassword')}
        />
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          error={errors.password?.message}
          toggleLabel={toggle}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          toggleLabel={toggle}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Cambiar contraseña
        </Button>
      </Stack>
    </form>
  );
}
