import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { UpdateAdministratorBody } from '@app/domain';
import { useState } from 'react';
import { notifyError } from '../../lib/notify';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useOrganizationOptions } from '../affiliates';
import { useRoles } from '../roles';
import { LineChoices, RoleChoices } from './administrator-grants';
import { useLimitedToLines } from '../../lib/permissions';

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

const fieldNames = [
  ...(Object.keys(emptyValues) as (keyof typeof emptyValues)[]),
  'roleIds',
  'organizationIds',
] as const;

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
    control,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AdministratorFormValues, unknown, Body>({
    resolver,
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues,
  });

  const roles = useRoles();
  const lines = useOrganizationOptions();
  // Limited to lines only when some were given: none means every line.
  const [chosenLimited, setLimited] = useState((defaultValues.organizationIds?.length ?? 0) > 0);
  // An editor limited to lines grants only lines of his own, never every line (the API's 403).
  const editorLimited = useLimitedToLines();
  const limited = chosenLimited || editorLimited;

  const submit = handleSubmit(async (body) => {
    // Unticking 'Todas las líneas' and ticking none would send every line: ask instead.
    if (limited && !getValues('organizationIds')?.length) {
      setError('organizationIds', { type: 'required', message: 'Elija al menos una línea.' });
      return;
    }
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
        <Controller
          control={control}
          name="roleIds"
          render={({ field }) => (
            <RoleChoices
              roles={roles.data}
              value={field.value}
              onChange={field.onChange}
              creating={!editing}
              error={errors.roleIds?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="organizationIds"
          render={({ field }) => (
            <LineChoices
              lines={lines.data}
              limited={limited}
              onLimitedChange={editorLimited ? undefined : setLimited}
              value={field.value}
              onChange={field.onChange}
              error={errors.organizationIds?.message}
            />
          )}
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
