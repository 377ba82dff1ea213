import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import type { UpdateAdministratorBody } from '@app/domain';
import { notifyError } from '../../lib/notify';
import { setFieldErrors } from '../../lib/set-field-errors';

/**
 * What the form holds: the edit schema's fields, whose input is the wider one (the password may be
 * absent), so both the create and the edit resolver read these values.
 */
export type AdministratorFormValues = UpdateAdministratorBody;

const emptyValues = {
  firstNames: '',
  lastNames: '',
  dni: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
} satisfies AdministratorFormValues;

const fieldNames = Object.keys(emptyValues) as (keyof typeof emptyValues)[];

interface AdministratorFormProps<Body> {
  /** The shared schema's resolver: createAdministratorBody, or updateAdministratorBody on edit. */
  resolver: Resolver<AdministratorFormValues, unknown, Body>;
  defaultValues?: AdministratorFormValues;
  /** On edit the password may stay empty, which keeps the current one. */
  editing?: boolean;
  /** Sends the body; the page toasts and navigates on success, the form shows a failure. */
  onSubmit: (body: Body) => Promise<unknown>;
}

/** The one administrator form (agregar-nuevo-usuario and editar-usuario/{id}). */
export function AdministratorForm<Body>({
  resolver,
  defaultValues = emptyValues,
  editing = false,
  onSubmit,
}: AdministratorFormProps<Body>) {
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<AdministratorFormValues, unknown, Body>({
    resolver,
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues,
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, fieldNames);
    }
  });

  const password = register('password');
  const passwordToggle = { 'aria-label': 'Mostrar u ocultar la contraseña' };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombres"
          autoComplete="given-name"
          error={errors.firstNames?.message}
          {...register('firstNames')}
        />
        <TextInput
          label="Apellidos"
          autoComplete="family-name"
          error={errors.lastNames?.message}
          {...register('lastNames')}
        />
        <TextInput label="Cédula" inputMode="numeric" error={errors.dni?.message} {...register('dni')} />
        <TextInput
          label="Correo"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          inputMode="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordInput
          label="Contraseña"
          description={editing ? 'Déjela vacía para conservar la actual.' : undefined}
          autoComplete="new-password"
          visibilityToggleButtonProps={passwordToggle}
          error={errors.password?.message}
          {...password}
          onChange={async (event) => {
            await password.onChange(event);
            // A confirmation already typed is checked again against the new password.
            if (getFieldState('confirmPassword').isTouched) await trigger('confirmPassword');
          }}
        />
        <PasswordInput
          label="Confirmar contraseña"
          autoComplete="new-password"
          visibilityToggleButtonProps={passwordToggle}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {editing ? 'Editar' : 'Registrar'}
        </Button>
      </Stack>
    </form>
  );
}
