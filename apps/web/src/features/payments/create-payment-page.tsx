import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Text } from '@mantine/core';
import { loanOwes, messages, type Loan } from '@app/domain';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/button';
import { FormCard } from '../../components/form-card';
import { Notice } from '../../components/notice';
import { isConnected, subscribeConnection } from '../../lib/connection';
import { formatDate } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { PAGE_SIZE } from '../../lib/use-page-param';
import { useOwnLoans } from '../loans';
import { useLastPrice } from '../prices';
import { useCreatePayment } from './create-payment';
import { CreatePaymentDetailsCard } from './create-payment-details-card';
import { CreatePaymentForm } from './create-payment-form';
import { LOAN_NOTE_HEIGHT, OWED_NOW_HEIGHT } from './owed-now-height';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar pago' };

const OwedNowLine = lazy(() => import('./owed-now-line'));

const PAYMENT_INTRO =
  'Transfiere o haz un pago móvil con los datos de abajo. Luego escribe aquí el monto en Bs, la fecha y el código de referencia: lo revisaremos y verás su estado en Pagos.';

const KEPT_MESSAGE = 'Sin conexión: el pago quedó pendiente de envío y se enviará al volver la conexión.';

// The page pre-rendered at build time is drawn online; hydrating then reads the phone's connection.
const onlineAtBuild = () => true;

/** Offline, the carrier learns before sending that the report waits on the phone. */
function OfflineNote() {
  const online = useSyncExternalStore(subscribeConnection, isConnected, onlineAtBuild);
  if (online) return null;
  return (
    <Notice color="gray">
      Sin conexión: el pago quedará pendiente de envío en este teléfono y se enviará solo al volver la
      conexión.
    </Notice>
  );
}

/** Which loan the payment goes to, and what it owes now (overdue and next installment, at today's rate). */
function LoanNote({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Text size="sm">Pago del préstamo del {formatDate(loan.date)}.</Text>
      <Suspense fallback={<Skeleton height={OWED_NOW_HEIGHT} />}>
        <OwedNowLine loan={loan} rate={rate} />
      </Suspense>
    </div>
  );
}

/**
 * Spec: agregar-pago. The payment goes to the carrier's unpaid loan (the one 'Por pagar', else a
 * written-off one still owing: the server records it as a recovery); without one the form stays disabled. Success: toast, back to the list.
 */
export function Component() {
  const navigate = useNavigate();
  // The loans page's first page: usually already cached when the carrier arrives from it.
  const loans = useOwnLoans({ limit: PAGE_SIZE, offset: 0 });
  const loan = loans.data?.items.find(loanOwes);
  const rate = useLastPrice().data?.amount;
  const createPayment = useCreatePayment();

  const send = async (body: Parameters<typeof createPayment.mutateAsync>[0]) => {
    const answer = await createPayment.mutateAsync(body);
    notifySuccess('kept' in answer ? KEPT_MESSAGE : messages.paymentSent);
    navigate(paths.carrier.payments);
  };

  let loanState: ReactNode;
  // As tall as the loan's note usually is (its line and the owed now's two), so the form does not jump (CLS).
  if (loans.isPending) loanState = <Skeleton height={LOAN_NOTE_HEIGHT} />;
  else if (loans.isError)
    loanState = (
      <Notice color="red">
        No se pudo cargar tu préstamo. {messages.tryLater}.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void loans.refetch()}>
          Reintentar
        </Button>
      </Notice>
    );
  else if (!loan) loanState = <Notice color="yellow">{messages.noUnpaidLoan}</Notice>;
  else loanState = <LoanNote loan={loan} rate={rate} />;

  return (
    <FormCard title="Agregar pago" backTo={paths.carrier.payments}>
      {/* Pre-rendered, so the first paint already holds the page's largest text (LCP), not the loan's answer. */}
      <Text size="sm">{PAYMENT_INTRO}</Text>
      <CreatePaymentDetailsCard />
      {loanState}
      <OfflineNote />
      <CreatePaymentForm loanId={loan?.id} onSubmit={send} />
    </FormCard>
  );
}
