import '@mantine/core/styles/Badge.css';
import { Badge, Box, Button, Group, Text } from '@mantine/core';
import {
  authorizationActionLabels,
  authorizationStatuses,
  type Authorization,
  type AuthorizationStatus,
  type SortKey,
} from '@app/domain';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { ListFilters } from '../../components/list-filters';
import { PageHeader } from '../../components/page-header';
import { formatDateTime, unitText } from '../../lib/format';
import { closingOnSuccess } from '../../lib/closing-on-success';
import { useCan } from '../../lib/permissions';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import type { TitleHandle } from '../../lib/document-title';
import { useAuthorizations } from './get-authorizations';
import { useApproveAuthorization } from './decide-authorization';

// Loaded when a rejection is first asked for: the form and its modal stay out of the page's first load.
const RejectModal = lazy(() => import('./reject-modal'));

export const handle: TitleHandle = { title: 'Autorizaciones' };

const statusColor: Record<AuthorizationStatus, string> = {
  Pendiente: 'yellow',
  Autorizada: 'teal',
  Rechazada: 'red',
  Vencida: 'gray',
};

/** Who decided and when, or until when it waits. */
function decision(a: Authorization): string {
  if (a.status === 'Pendiente') return `Vence el ${formatDateTime(a.expiresAt)}`;
  if (a.status === 'Vencida') return 'Nadie la decidió a tiempo.';
  const by = `${a.checker ?? ''}, ${a.decidedAt ? formatDateTime(a.decidedAt) : ''}`;
  return a.reason ? `${by}: ${a.reason}` : by;
}

/**
 * Autorizaciones (issue 30, four eyes): the operations one administrator asked for and another must
 * authorize. Every administrator sees them; those who may authorize get Autorizar and Rechazar.
 */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const status = filters.status(authorizationStatuses);
  const sort = useListSort('authorizations');
  const list = useAuthorizations({ limit, offset, status, sort: sort.key, order: sort.order });
  const approve = useApproveAuthorization();
  const approving = approve.isPending ? approve.variables : undefined;
  const [rejecting, setRejecting] = useState<Authorization | null>(null);
  const mayCheck = useCan('authorizations.check');

  const columns: Column<Authorization, SortKey<'authorizations'>>[] = [
    { header: 'Fecha', render: (a) => formatDateTime(a.requestedAt), sortKey: 'created' },
    { header: 'Solicitada por', render: (a) => a.maker },
    { header: 'Operación', render: (a) => authorizationActionLabels[a.action] },
    { header: 'Transportista', render: (a) => a.carrier ?? '—' },
    { header: 'Monto', render: (a) => (a.amount === null ? '—' : unitText(a.amount)) },
    { header: 'Detalle', render: (a) => <Text size="sm">{a.summary}</Text> },
    {
      header: 'Estado',
      render: (a) => (
        <Box miw={110}>
          <Badge variant="light" tt="none" color={statusColor[a.status]}>
            {a.status}
          </Badge>
        </Box>
      ),
    },
    { header: 'Decisión', render: (a) => <Text size="sm">{decision(a)}</Text> },
    {
      header: 'Acción',
      actions: true,
      render: (a) =>
        a.status !== 'Pendiente' || !mayCheck ? null : (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              loading={approving === a.id}
              onClick={() =>
                approve.mutate(
                  a.id,
                  closingOnSuccess(() => {}),
                )
              }
            >
              Autorizar
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => setRejecting(a)}>
              Rechazar
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Autorizaciones" />
      <ListFilters
        status={{ value: status, options: authorizationStatuses, onChange: filters.setStatus, none: 'Todas' }}
      />
      <DataTable
        label="Autorizaciones"
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a.id}
        loading={list.isPending}
        sort={sort}
        total={list.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={1100}
      />
      {rejecting && (
        <Suspense fallback={null}>
          <RejectModal target={rejecting} onClose={() => setRejecting(null)} />
        </Suspense>
      )}
    </>
  );
}
