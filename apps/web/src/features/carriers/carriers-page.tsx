import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { messages, type Carrier } from '@app/domain';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { notifyError } from '../../lib/notify';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { carrierColumns, carrierName } from './carrier-columns';
import { useDeleteCarrier } from './delete-carrier';
import { useCarriers } from './get-carriers';
import { notifyDeleteResult } from '../../lib/notify-delete-result';
import { useDniFilter } from './use-dni-filter';
import type { TitleHandle } from '../../lib/document-title';
import { useActionsIf, useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Transportistas' };

/** Spec: transportistas, the carrier accounts with their vehicle; edit changes the password, delete asks first. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filter = useDniFilter();
  const query = { dni: filter.dni, organization: filter.line };
  const carriers = useCarriers({ limit, offset, ...query });
  const deleteCarrier = useDeleteCarrier();
  const [toDelete, setToDelete] = useState<Carrier | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCarrier.mutate(toDelete.id, {
      onSuccess: (result) => {
        notifyDeleteResult(result);
        // The last row of a page is gone: show the page before it rather than an empty one.
        if (carriers.data?.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: notifyError,
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Transportistas"
        addHref={useOpenableHref(paths.admin.addCarrier)}
        actions={<ExportMenu path="/api/carrier" params={query} />}
      />
      <TextInput
        aria-label="Cédula"
        placeholder="Buscar por cédula"
        inputMode="numeric"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.text}
        onChange={(event) => filter.onChange(event.currentTarget.value)}
        maw={280}
        mb="md"
      />
      <DataTable
        label="Transportistas"
        columns={useActionsIf('registry.write', carrierColumns(setToDelete))}
        rows={carriers.data?.items}
        rowKey={(carrier) => carrier.id}
        rowLabel={carrierName}
        loading={carriers.isPending}
        total={carriers.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={640}
      />
      <ConfirmDeleteDialog
        name={toDelete && carrierName(toDelete)}
        prompt={messages.deletePrompt.carrier}
        pending={deleteCarrier.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
