import { Button, PasswordInput, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createCarrierBody, messages, type Affiliate } from '@app/domain';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { AffiliatePicker } from './affiliate-picker';
import { useCreateCarrier } from './create-carrier';
import { setFieldErrors } from '../../lib/set-field-errors';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar transportista' };

/** Spec: agregar-nuevo-transportista. Picking an affiliate fills its cédula and names, read-only. */
export function Component() {
  const navigate = useNavigate();
  const createCarrier = useCreateCarrier();
  const [affiliate, setAffiliate] = useState<Affiliate | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(createCarrierBody),
    mode: 'onTouched',
    defaultValues: { affiliate: undefined, password: '', dni: '', firstNames: '', lastNames: '' },
  });

  const pick = (next: Affiliate | null) => {
    setAffiliate(next);
    setValue('dni', next?.dni ?? '');
    setValue('firstNames', next?.firstNames ?? '');
    setValue('lastNames', next?.lastNames ?? '');
  };

  const onSubmit = handleSubmit((body) =>
    createCarrier.mutate(body, {
      onSuccess: () => {
        notifySuccess(messages.carrierCreated);
        navigate(paths.admin.carriers);
      },
      onError: (error) => {
        notifyError(error);
        setFieldErrors(error, setError, ['affiliate', 'password']);
      },
    }),
  );

  return (
    <FormCard title="Agregar transportista" backTo={paths.admin.carriers}>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="affiliate"
          render={({ field, fieldState }) => (
            <AffiliatePicker
              value={affiliate}
              onChange={(next) => {
                pick(next);
                field.onChange(next?.id);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput label="Cédula" readOnly variant="filled" mt="md" {...register('dni')} />
        <TextInput label="Nombres" readOnly variant="filled" mt="md" {...register('firstNames')} />
        <TextInput label="Apellidos" readOnly variant="filled" mt="md" {...register('lastNames')} />
        <PasswordInput
          label="Contraseña"
          autoComplete="new-password"
          mt="md"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" mt="lg" loading={createCarrier.isPending} disabled={createCarrier.isPending}>
          Registrar
        </Button>
      </form>
    </FormCard>
  );
}
