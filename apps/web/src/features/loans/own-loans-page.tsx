import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loanAmountNotes, loanOwes, messages } from '@app/domain';
import { LazyPagination } from '../../components/lazy-pagination';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useLastPrice } from '../prices';
import { NextInstallmentCard } from './next-installment-card';
import { OwnLoanCard } from './own-loan-card';
import { useOwnLoans } from './own-loans';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Mis préstamos' };

// Issue 31: a licence or carnet about to expire shows on the carrier's home. Loaded after the loans (and
// here, not in the layout every carrier page shares, whose weight agregar-pago cannot spare).
const ExpiryNotice = lazy(() => import('../documents/expiry-notice'));

const LOANS_INTRO =
  'Cada préstamo con lo que debes, sus cuotas y los pagos que registraste. Para pagar una cuota, transfiere a la cuenta de la cooperativa y registra el pago en Pagos.';

/** Spec: mis-prestamos, 'Prestamos', the carrier's landing: its loans, newest first, one card each. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const loans = useOwnLoans({ limit, offset });
  const rate = useLastPrice().data?.amount;
  const items = loans.data?.items ?? [];
  const pages = Math.ceil((loans.data?.total ?? 0) / limit);
  // A carrier owes one loan at a time: the newest one that still takes payments.
  const owed = items.find(loanOwes);
  return (
    <>
      <PageHeader title="Prestamos" />
      {/* Pre-rendered, so the first paint already holds the page's largest text (LCP), not the loan's answer. */}
      <Text size="sm" c="dimmed" mb="md">
        {LOANS_INTRO}
      </Text>
      <Suspense fallback={null}>
        <ExpiryNotice />
      </Suspense>
      {loans.isPending ? (
        <Skeleton height={280} radius="md" aria-busy />
      ) : items.length === 0 ? (
        // A failed read shows the empty message too (spec section 8).
        <Text ta="center" c="dimmed" py="lg">
          {messages.emptyList}
        </Text>
      ) : (
        <Stack gap="md">
          {owed && <NextInstallmentCard loan={owed} rate={rate} />}
          {items.map((loan) => (
            <OwnLoanCard key={loan.id} loan={loan} rate={rate} />
          ))}
        </Stack>
      )}
      <LazyPagination total={pages} value={page} onChange={setPage} />
      {items.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {loanAmountNotes.withOwed}
        </Text>
      )}
    </>
  );
}
