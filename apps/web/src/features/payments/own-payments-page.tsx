import { Text } from '@mantine/core';
import { paths } from '../../app/paths';
import { LazyPagination } from '../../components/lazy-pagination';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { OwnPaymentList } from './own-payment-list';
import { PendingPaymentList } from './pending-payment-list';
import { useOwnPayments } from './own-payments';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Mis pagos' };

const PAYMENTS_INTRO =
  'Los pagos que registraste, del más reciente al más antiguo. La cooperativa revisa cada uno y lo aprueba o lo rechaza.';

/**
 * Spec: mis-pagos, 'Pagos': the carrier's reported payments, newest first, and a link to report one;
 * above them, those reported offline and not sent yet.
 */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const payments = useOwnPayments({ limit, offset });
  const pages = Math.ceil((payments.data?.total ?? 0) / limit);
  return (
    <>
      <PageHeader title="Pagos" addHref={paths.carrier.addPayment} />
      {/* Pre-rendered, so the first paint already holds the page's largest text (LCP), not the list's answer. */}
      <Text size="sm" c="dimmed" mb="md">
        {PAYMENTS_INTRO}
      </Text>
      <PendingPaymentList />
      <OwnPaymentList payments={payments.data?.items} loading={payments.isPending} />
      <LazyPagination total={pages} value={page} onChange={setPage} />
    </>
  );
}
