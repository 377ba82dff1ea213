import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loanOwes, messages, type carrierRequestBody } from '@app/domain';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { AmountField } from '../../components/amount-field';
import { CurrentRate } from '../prices';
import { FormCard } from '../../components/form-card';
import { Notice } from '../../components/notice';
import { notifyError, notifySuccess } from '../../lib/notify';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { PAGE_SIZE } from '../../lib/use-page-param';
import { useOwnLoans } from '../loans';
import { useCreateOwnRequest } from './own-request-create';
import { useOwnRequests } from './own-requests';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar solicitud' };

// The schema (and zod) after the page: the form is usable before it arrives.
type Body = typeof carrierRequestBody;
const resolver = lazySchemaResolver<z.input<Body>, z.output<Body>>(() =>
  import('./request-schema').then((module) => module.carrierRequestBody),
);

/** The first pages of the carrier's loans and requests, as their lists read them (usually cached). */
const FIRST_PAGE = { limit: PAGE_SIZE, offset: 0 };

/** Why the server would refuse a request now, with where to look instead; null when it would take one. */
function useRefusal() {
  const loans = useOwnLoans(FIRST_PAGE);
  const requests = useOwnRequests(FIRST_PAGE);
  // Loading, not pending: offline with nothing kept, the reads wait paused and the form shows.
  if (loans.isLoading || requests.isLoading) return 'loading';
  // A read that failed or waits falls back to the form: the server still refuses what it must.
  if (loans.data?.items.some(loanOwes))
    return { message: messages.loanUnpaid, to: paths.carrier.loans, link: 'Ver mi préstamo' };
  if (requests.data?.items.some((request) => request.status === 'Por revisar'))
    return { message: messages.requestPending, to: paths.carrier.requests, link: 'Ver mis solicitudes' };
  return null;
}

/**
 * Spec: agregar-solicitud, the amount in Bs ('Solo cifras positivas'); success goes back to the list.
 * A carrier the server would refuse (a loan still owing, a request 'Por revisar') reads why, with a
 * link, instead of a form he would fill for nothing.
 */
export function Component() {
  const refusal = useRefusal();
  let content;
  if (refusal === 'loading')
    content = (
      <div aria-busy style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
        <Skeleton height={56} />
        <Skeleton height={36} width="40%" />
      </div>
    );
  else if (refusal)
    content = (
      <Notice color="yellow">
        {refusal.message}{' '}
        <Link to={refusal.to} className="mantine-focus-auto">
          {refusal.link}
        </Link>
      </Notice>
    );
  else content = <RequestForm />;
  return (
    <FormCard title="Agregar solicitud" backTo={paths.carrier.requests}>
      {content}
    </FormCard>
  );
}

function RequestForm() {
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
    <form onSubmit={onSubmit} noValidate>
      <AmountField control={control} name="amount" label="Monto (Bs)" kind="bs" />
      <CurrentRate />
      <Button type="submit" mt="lg" loading={createRequest.isPending} disabled={createRequest.isPending}>
        Enviar solicitud
      </Button>
    </form>
  );
}
