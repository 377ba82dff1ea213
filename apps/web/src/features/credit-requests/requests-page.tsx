import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { requestAmountsNote, requestStatuses, type CreditRequest } from '@app/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { lastRuleQuery } from '../rules';
import { useDecideRequest } from './decide-request';
import { useRequests, type RequestsParams } from './get-requests';
import { requestColumns } from './request-columns';
import { ListFilters } from '../../components/list-filters';
import { RequestStatusSelect } from './request-status-select';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import { formatDate } from '../../lib/format';
import { statusQuery } from './status-query';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Solicitudes' };

// The loan form (validation, proposal, decimal maths) is fetched when an admin reaches for a selector.
const loadModal = () => import('./approve-request-modal');
const ApproveRequestModal = lazy(loadModal);

/** Spec: solicitudes, the loan requests with their status selector; Aprobado opens the loan registration. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const status = filters.status(requestStatuses);
  const sort = useListSort('requests');
  const query: Omit<RequestsParams, 'limit' | 'offset'> = {
    dni: filters.dni || undefined,
    status: statusQuery(status),
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  };
  const requests = useRequests({ limit, offset, ...query });
  const queryClient = useQueryClient();
  const decide = useDecideRequest();
  const [approving, setApproving] = useState<CreditRequest | null>(null);
  const [opened, { open, close }] = useDisclosure(false);

  // A decision can empty a later page of a filtered list ('Por revisar'): show the page before.
  const emptyLaterPage = page > 1 && !requests.isPlaceholderData && requests.data?.items.length === 0;
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  // Opening a selector may lead to the modal: its code and the newest rule start loading then.
  const prepareApproval = () => {
    void loadModal();
    void queryClient.prefetchQuery(lastRuleQuery);
  };

  const reject = (request: CreditRequest) =>
    decide.mutate(
      { id: request.id, dni: request.dni, status: 'Rechazado' },
      {
        onSuccess: (decision) => (isHeld(decision) ? notifyHeld() : notifySuccess(decision.message)),
        onError: notifyError,
      },
    );

  const approve = (request: CreditRequest) => {
    setApproving(request);
    open();
  };

  const deciding = decide.isPending ? decide.variables?.id : undefined;
  const columns = requestColumns((request) => (
    <RequestStatusSelect
      request={request}
      pending={deciding === request.id}
      onReject={reject}
      onApprove={approve}
      onOpen={prepareApproval}
    />
  ));

  return (
    <>
      <PageHeader title="Solicitudes" actions={<ExportMenu path="/api/request-carrier" params={query} />} />
      <ListFilters
        status={{ value: status, options: requestStatuses, onChange: filters.setStatus }}
        dni={{ value: filters.dni, onChange: filters.setDni }}
      />
      <DataTable
        label="Solicitudes"
        columns={columns}
        rows={requests.data?.items}
        rowKey={(request) => request.id}
        rowLabel={(r) => `${r.affiliate.firstNames} ${r.affiliate.lastNames}, ${formatDate(r.created)}`}
        loading={requests.isPending}
        sort={sort}
        total={requests.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={860}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {requestAmountsNote()}
      </Text>
      {approving && (
        <Suspense fallback={null}>
          <ApproveRequestModal request={approving} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
