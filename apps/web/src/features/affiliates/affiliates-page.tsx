import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { affiliateStatuses, messages, type Affiliate } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { notifyError } from '../../lib/notify';
import { notifyDeleteResult } from '../../lib/notify-delete-result';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { ListFilters } from '../../components/list-filters';
import { useDeleteAffiliate } from './delete-affiliate';
import { useAffiliates } from './get-affiliates';
import { useListFilters } from '../../lib/use-list-filters';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Afiliados' };

const fullName = (a: Affiliate) => `${a.firstNames} ${a.lastNames}`;

const dataColumns: Column<Affiliate>[] = [
  { header: 'Nombres', render: (a) => a.firstNames },
  { header: 'Apellidos', render: (a) => a.lastNames },
  { header: 'Cédula', render: (a) => a.dni },
  { header: 'RIF', render: (a) => a.rif },
  { header: 'Correo', render: (a) => a.email },
  { header: 'Teléfono', render: (a) => a.phoneNumber },
  { header: 'Organización', render: (a) => a.organization.name },
  { header: 'Servicio', render: (a) => a.typeService },
  { header: 'Tipo de vehículo', render: (a) => a.vehicleType },
  { header: 'Marca', render: (a) => a.vehicleBrand },
  { header: 'Modelo', render: (a) => a.vehicleModel },
  { header: 'Año', render: (a) => a.vehicleYear },
  { header: 'Placa', render: (a) => a.vehiclePlate },
  { header: 'Color', render: (a) => a.vehicleColor },
  {
    header: 'Estado',
    render: (a) => (
      <Badge variant="light" tt="none" color={a.status === 'Activo' ? 'teal' : 'gray'}>
        {a.status}
      </Badge>
    ),
  },
];

/** Spec: afiliados, the wide column set, filtered by cédula and status together. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const status = filters.status(affiliateStatuses);
  const affiliates = useAffiliates({ limit, offset, dni: filters.dni || undefined, status });
  const deleteAffiliate = useDeleteAffiliate();
  const [toDelete, setToDelete] = useState<Affiliate | null>(null);

  // Deleting the last row of a later page leaves it empty: show the page before.
  const emptyLaterPage = page > 1 && !affiliates.isPlaceholderData && affiliates.data?.items.length === 0;
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  const columns: Column<Affiliate>[] = [
    ...dataColumns,
    {
      header: 'Acciones',
      render: (a) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={paths.admin.editAffiliate.href(a.id)}
            variant="subtle"
            aria-label={`Editar ${fullName(a)}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Eliminar ${fullName(a)}`}
            onClick={() => setToDelete(a)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAffiliate.mutate(toDelete.id, {
      onSuccess: (result) => {
        notifyDeleteResult(result);
        setToDelete(null);
      },
      onError: notifyError,
    });
  };

  return (
    <>
      <PageHeader title="Afiliados" addHref={paths.admin.addAffiliate} />
      <ListFilters
        dni={{ value: filters.dni, onChange: filters.setDni }}
        status={{ value: status, options: affiliateStatuses, onChange: filters.setStatus, none: 'Todos' }}
      />
      <DataTable
        columns={columns}
        rows={affiliates.data?.items}
        rowKey={(a) => a.id}
        loading={affiliates.isPending}
        total={affiliates.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={2000}
      />
      <ConfirmDeleteDialog
        name={toDelete ? fullName(toDelete) : null}
        prompt={messages.deletePrompt.affiliate}
        pending={deleteAffiliate.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
