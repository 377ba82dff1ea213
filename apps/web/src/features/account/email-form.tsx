import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountEmailBody } from '@app/domain';
import { notifyError, notifySuccess } from '../../lib/notify';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useRequestEmailChange } from './request-email-change';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { Notice } from '../../components/notice';

// The schema (and zod) after the page: the form is usable before it arrives.
const resolver = lazySchemaResolver<AccountEmailBody>(() =>
  import('./account-schemas').then((module) => module.accountEmailBody),
);

/** A new e-mail: the server mails a link to it, and the change waits until the link is opened. */
export function EmailForm() {
  const requestChange = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountEmailBody>({ resolver, mode: 'onTouched', defaultValues: { email: '' } });

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await requestChange.mutateAsync(body);
      notifySuccess(answer.message);
      setSentTo(body.email);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, ['email']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Cambiar correo">
      <Stack gap="sm">
        <TextField
          label="Nuevo correo"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {sentTo && (
          <Notice color="blue" role="status">
            Enviamos un enlace a {sentTo}. Tu correo cambiará cuando lo abras.
          </Notice>
        )}
        <Button type="submit" loading={requestChange.isPending} style={{ alignSelf: 'flex-start' }}>
          Cambiar correo
        </Button>
      </Stack>
    </form>
  );
}
