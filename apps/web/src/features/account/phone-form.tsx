import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { AccountPhoneBody } from '@app/domain';
import { notifyError, notifySuccess } from '../../lib/notify';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useChangePhone } from './change-phone';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';

// The schema (and zod) after the page: the form is usable before it arrives.
const resolver = lazySchemaResolver<AccountPhoneBody>(() =>
  import('./account-schemas').then((module) => module.accountPhoneBody),
);

/** The carrier's phone: saved at once. */
export function PhoneForm({ phoneNumber }: { phoneNumber: string }) {
  const changePhone = useChangePhone();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountPhoneBody>({ resolver, mode: 'onTouched', defaultValues: { phoneNumber } });

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await changePhone.mutateAsync(body);
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, ['phoneNumber']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Cambiar teléfono">
      <Stack gap="sm">
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          placeholder="+584121234567"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <Button type="submit" loading={changePhone.isPending} style={{ alignSelf: 'flex-start' }}>
          Guardar teléfono
        </Button>
      </Stack>
    </form>
  );
}
