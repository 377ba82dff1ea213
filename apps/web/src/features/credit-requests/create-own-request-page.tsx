import { Button } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages, type carrierRequestBody } from '@app/domain';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { AmountField } from '../../components/amount-field';
import { CurrentRate } from '../prices';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { useCreateOwnRequest } from './own-request-create';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar solicitud' };

/** Spec: agregar-solicitud, the amount in Bs ('Solo cifras positivas'); success goes back to the list. */
// The schema (and zod) after the page: the form is usable before it arrives.
type Body = typeof carrierRequestBody;
const resolver = lazySchemaResolver<z.input<Body>, z.output<Body>>(() =>
  import('./request-schema').then((module) => module.carrierRequestBody),
);

export function Component() {
  const navigate = useNavigate();
  const createRequest = useCreateOwnRequest();
  const { control, handleSubmit } = useForm<z.input<Body>, unknown, z.output<Body>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { amount: undefined },
  });

  const onSubmit = handleSubmit((body) =>
    createRequest.mutate(body, {
      onSuccess: () => {
        notifySuccess(messages.requestSent);
        navigate(paths.carrier.requests);
      },
      onError: notifyError,
    }),
  );

  return (
    <FormCard title="Agregar solicitud" backTo={paths.carrier.requests}>
      <form onSubmit={onSubmit} noValidate>
        <AmountField control={control} name="amount" label="Monto (Bs)" kind="bs" />
        <CurrentRate />
        <Button type="submit" mt="lg" loading={createRequest.isPending} disabled={createRequest.isPending}>
          Enviar solicitud
        </Button>
      </form>
    </FormCard>
  );
}
