import { paymentStatuses, type Payment } from '@app/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useDecidePayment } from './decide-payment';
import { usePayments } from './get-payments';
import { paymentColumns } from './payment-columns';
import { ListFilters } from '../../components/list-filters';
import { PaymentStatusSelect } from './payment-status-select';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import type { TitleHandle } from '../../lib/document-title';
import type { PendingDecision } from './decide-payment-dialog';

export const handle: TitleHandle = { title: 'Pagos' };

// The confirmation's code (focus trap, data list) comes with the first decision, not with the list.
const DecidePaymentDialog = lazy(() => import('./decide-payment-dialog'));

/** Spec: pagos, the reported payments with their status selector; a confirmed choice is sent and locks it. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const status = filters.status(paymentStatuses);
  const sort = useListSort('payments');
  const query = {
    date: filters.date || undefined,
    status,
    dni: filters.dni || undefined,
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  };
  const payments = usePayments({ limit, offset, ...query });
  const decide = useDecidePayment();

  // A decision can empty a later page of a filtered list ('Por revisar'): show the page before.
  const emptyLaterPage = page > 1 && !payments.isPlaceholderData && payments.data?.items.length === 0;
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  // Choosing a status asks first; the call goes only once the administrator confirms.
  const [asked, setAsked] = useState<PendingDecision | null>(null);
  const onDecide = (payment: Payment, status: 'Aprobado' | 'Rechazado') => setAsked({ payment, status });
  const confirm = ({ payment, status }: PendingDecision) =>
    decide.mutate(
      { id: payment.id, status },
      {
        onSuccess: (decision) => notifySuccess(decision.message),
        onError: notifyError,
        onSettled: () => setAsked(null),
      },
    );

  const deciding = decide.isPending ? decide.variables?.id : undefined;
  const columns = paymentColumns((payment) => (
    <PaymentStatusSelect payment={payment} pending={deciding === payment.id} onDecide={onDecide} />
  ));

  return (
    <>
      <PageHeader title="Pagos" actions={<ExportMenu path="/api/payment" params={query} />} />
      <ListFilters
        date={{ value: filters.date, onChange: filters.setDate }}
        status={{ value: status, options: paymentStatuses, onChange: filters.setStatus }}
        dni={{ value: filters.dni, onChange: filters.setDni }}
      />
      <DataTable
        label="Pagos"
        columns={columns}
        rows={payments.data?.items}
        rowKey={(payment) => payment.id}
        loading={payments.isPending}
        sort={sort}
        total={payments.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={860}
      />
      {asked && (
        <Suspense fallback={null}>
          <DecidePaymentDialog
            decision={asked}
            pending={decide.isPending}
            onConfirm={confirm}
            onCancel={() => setAsked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
