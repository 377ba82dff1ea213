import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { affiliateStatuses, messages, type Affiliate, type SortKey } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { notifyError } from '../../lib/notify';
import { notifyDeleteResult } from '../../lib/notify-delete-result';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { ListFilters } from '../../components/list-filters';
import { DocumentsPanel } from '../documents';
import { useDeleteAffiliate } from './delete-affiliate';
import { useAffiliates } from './get-affiliates';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import type { TitleHandle } from '../../lib/document-title';
import { useActionsIf, useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Afiliados' };

const fullName = (a: Affiliate) => `${a.firstNames} ${a.lastNames}`;

type AffiliateColumn = Column<Affiliate, SortKey<'affiliates'>>;

/** Who, how to reach them, their line and status stay in the row; the rest opens in its detail (decision 15). */
const dataColumns: AffiliateColumn[] = [
  { header: 'Nombres', render: (a) => a.firstNames },
  { header: 'Apellidos', render: (a) => a.lastNames, sortKey: 'lastNames' },
  { header: 'Cédula', render: (a) => a.dni, sortKey: 'dni' },
  { header: 'RIF', render: (a) => a.rif, detail: true },
  { header: 'Correo', render: (a) => a.email, detail: true },
  { header: 'Teléfono', render: (a) => a.phoneNumber },
  { header: 'Organización', render: (a) => a.organization.name },
  { header: 'Servicio', render: (a) => a.typeService, detail: true },
  { header: 'Tipo de vehículo', render: (a) => a.vehicleType, detail: true },
  { header: 'Marca', render: (a) => a.vehicleBrand, detail: true },
  { header: 'Modelo', render: (a) => a.vehicleModel, detail: true },
  { header: 'Año', render: (a) => a.vehicleYear, detail: true },
  { header: 'Placa', render: (a) => a.vehiclePlate, detail: true },
  { header: 'Color', render: (a) => a.vehicleColor, detail: true },
  // Fetched when the row opens; an expiring licence or carnet is flagged there (issue 31).
  {
    header: 'Documentos',
    render: (a) => <DocumentsPanel affiliateId={a.id} />,
    detail: true,
    wide: true,
  },
  {
    header: 'Estado',
    render: (a) => (
      // A narrow column would cut the badge to 'Act…': it keeps the room its word needs.
      <Badge variant="light" tt="none" color={a.status === 'Activo' ? 'teal' : 'gray'} miw="max-content">
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
  const sort = useListSort('affiliates');
  const query = {
    dni: filters.dni || undefined,
    status,
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  };
  const affiliates = useAffiliates({ limit, offset, ...query });
  const deleteAffiliate = useDeleteAffiliate();
  const [toDelete, setToDelete] = useState<Affiliate | null>(null);

  // Deleting the last row of a later page leaves it empty: show the page before.
  const emptyLaterPage = page > 1 && !affiliates.isPlaceholderData && affiliates.data?.items.length === 0;
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  const columns: AffiliateColumn[] = [
    ...dataColumns,
    {
      header: 'Acciones',
      actions: true,
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
      <PageHeader
        title="Afiliados"
        addHref={useOpenableHref(paths.admin.addAffiliate)}
        actions={<ExportMenu path="/api/affiliate" params={query} />}
      />
      <ListFilters
        dni={{ value: filters.dni, onChange: filters.setDni }}
        status={{ value: status, options: affiliateStatuses, onChange: filters.setStatus, none: 'Todos' }}
      />
      <DataTable
        label="Afiliados"
        columns={useActionsIf('registry.write', columns)}
        rows={affiliates.data?.items}
        rowKey={(a) => a.id}
        rowLabel={fullName}
        loading={affiliates.isPending}
        sort={sort}
        total={affiliates.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={860}
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
