import { messages, type Administrator } from '@app/domain';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { getSession } from '../../lib/session';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListSort } from '../../lib/use-list-sort';
import { administratorColumns, administratorName } from './administrator-columns';
import { useDeleteAdministrator } from './delete-administrator';
import { useAdministrators } from './get-administrators';
import { useOrganizationOptions } from '../affiliates';
import { useRoles } from '../roles';
import type { TitleHandle } from '../../lib/document-title';
import { useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Administradores' };

/** Spec: usuarios, 'Administradores'; delete asks first and is not offered on one's own row. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const sort = useListSort('administrators');
  const query = { sort: sort.key, order: sort.order };
  const administrators = useAdministrators({ limit, offset, ...query });
  const deleteAdministrator = useDeleteAdministrator();
  const [toDelete, setToDelete] = useState<Administrator | null>(null);
  const ownId = getSession()?.user.id;
  const roles = useRoles();
  const lines = useOrganizationOptions();
  // An id not (yet) read shows as itself rather than nothing.
  const names = {
    role: (id: number) => roles.data?.find((role) => role.id === id)?.name ?? `#${id}`,
    line: (id: number) => lines.data?.find((line) => line.id === id)?.name ?? `#${id}`,
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAdministrator.mutate(toDelete.id, {
      // Administrators are deleted, never retired (docs/decisions/0006).
      onSuccess: (result) => {
        notifySuccess(result.message);
        // The last row of a page is gone: show the page before it rather than an empty one.
        if (administrators.data?.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: notifyError,
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Administradores"
        addHref={useOpenableHref(paths.admin.addUser)}
        actions={<ExportMenu path="/api/users" params={query} />}
      />
      <DataTable
        label="Administradores"
        columns={administratorColumns(ownId, names, setToDelete)}
        rows={administrators.data?.items}
        rowKey={(administrator) => administrator.id}
        loading={administrators.isPending}
        sort={sort}
        total={administrators.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={800}
      />
      <ConfirmDeleteDialog
        name={toDelete && administratorName(toDelete)}
        prompt={messages.deletePrompt.administrator}
        pending={deleteAdministrator.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
