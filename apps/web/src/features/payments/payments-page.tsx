import type { Payment } from '@app/domain';
import { useEffect } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useDecidePayment } from './decide-payment';
import { usePayments } from './get-payments';
import { paymentColumns } from './payment-columns';
import { PaymentFilters } from './payment-filters';
import { PaymentStatusSelect } from './payment-status-select';
import { usePaymentFilters } from './use-payment-filters';

/** Spec: pagos, the reported payments with their status selector; a choice is sent at once and locks it. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = usePaymentFilters();
  const payments = usePayments({
    limit,
    offset,
    date: filters.date || undefined,
    status: filters.status,
    dni: filters.dni || undefined,
  });
  const decide = useDecidePayment();

  // A decision can empty a later page of a filtered list ('Por revisar'): show the page before.
  const emptyLaterPage = page > 1 && !payments.isPlaceholderData && payments.data?.items.length === 0;
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  const onDecide = (payment: Payment, status: 'Aprobado' | 'Rechazado') =>
    decide.mutate(
      { id: payment.id, status },
      { onSuccess: (decision) => notifySuccess(decision.message), onError: notifyError },
    );

  const deciding = decide.isPending ? decide.variables?.id : undefined;
  const columns = paymentColumns((payment) => (
    <PaymentStatusSelect payment={payment} pending={deciding === payment.id} onDecide={onDecide} />
  ));

  return (
    <>
      <PageHeader title="Pagos" />
      <PaymentFilters
        date={filters.date}
        status={filters.status}
        dni={filters.dni}
        onDateChange={filters.setDate}
        onStatusChange={filters.setStatus}
        onDniChange={filters.setDni}
      />
      <DataTable
        columns={columns}
        rows={payments.data?.items}
        rowKey={(payment) => payment.id}
        loading={payments.isPending}
        total={payments.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={900}
      />
    </>
  );
}
