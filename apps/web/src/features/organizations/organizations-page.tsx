import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages, type Organization, type SortKey } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { notifyDeleteResult } from '../../lib/notify-delete-result';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListSort } from '../../lib/use-list-sort';
import { useDeleteOrganization } from './delete-organization';
import { useOrganizations } from './get-organizations';
import type { TitleHandle } from '../../lib/document-title';
import { useActionsIf, useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Organizaciones' };

type OrganizationColumn = Column<Organization, SortKey<'organizations'>>;

/** The name, kind, RIF and head counts stay in the row; the registry record opens in its detail (decision 15). */
const registrationColumns: OrganizationColumn[] = [
  { header: 'Nombre', render: (o) => o.name, sortKey: 'name' },
  { header: 'Tipo', render: (o) => o.type },
  { header: 'RIF', render: (o) => o.rif },
  { header: 'Dirección fiscal', render: (o) => o.fiscalAddress, detail: true },
  { header: 'Nombre del registro', render: (o) => o.recordName, detail: true },
  // A calendar day: formatDate would read it as UTC midnight and show the day before in Caracas.
  { header: 'Fecha de registro', render: (o) => formatDay(o.recordDate), detail: true },
  { header: 'Modalidad de servicios', render: (o) => o.modalityServices, detail: true },
  { header: 'Número de registro', render: (o) => o.recordNumber, detail: true },
  { header: 'Tomo', render: (o) => o.recordVolume, detail: true },
  { header: 'Folio', render: (o) => o.recordInvoice, detail: true },
  { header: 'CPS', render: (o) => o.certificationServices, detail: true },
  { header: 'Código', render: (o) => o.code, detail: true },
  { header: 'Nº asociados', render: (o) => o.numberAssociates },
  { header: 'Nº afiliados', render: (o) => o.numberAffiliates },
];

/** Spec: organizaciones, the registration columns; delete asks first and says whether it retired. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const sort = useListSort('organizations');
  const query = { sort: sort.key, order: sort.order };
  const organizations = useOrganizations({ limit, offset, ...query });
  const deleteOrganization = useDeleteOrganization();
  const [toDelete, setToDelete] = useState<Organization | null>(null);

  // Deleting the last row of a later page leaves it empty: show the page before.
  const emptyLaterPage =
    page > 1 && !organizations.isPlaceholderData && organizations.data?.items.length === 0;
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  const columns: OrganizationColumn[] = [
    ...registrationColumns,
    {
      header: 'Acciones',
      actions: true,
      render: (o) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={paths.admin.editOrganization.href(o.id)}
            variant="subtle"
            aria-label={`Editar ${o.name}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Eliminar ${o.name}`}
            onClick={() => setToDelete(o)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteOrganization.mutate(toDelete.id, {
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
        title="Organizaciones"
        addHref={useOpenableHref(paths.admin.addOrganization)}
        actions={<ExportMenu path="/api/organization" params={query} />}
      />
      <DataTable
        label="Organizaciones"
        columns={useActionsIf('registry.write', columns)}
        rows={organizations.data?.items}
        rowKey={(o) => o.id}
        rowLabel={(o) => o.name}
        loading={organizations.isPending}
        sort={sort}
        total={organizations.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={720}
      />
      <ConfirmDeleteDialog
        name={toDelete?.name ?? null}
        prompt={messages.deletePrompt.organization}
        pending={deleteOrganization.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
