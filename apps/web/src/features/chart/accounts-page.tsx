import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LedgerAccount, LedgerAccountBody } from '@app/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCanEverywhere } from '../../lib/permissions';
import type { TitleHandle } from '../../lib/document-title';
import { accountColumns, chartRows } from './account-columns';
import { AccountForm } from './account-form';
import { useAccountMapping } from './account-mapping';
import { AccountMappingForm } from './account-mapping-form';
import { useDeleteAccount } from './delete-account';
import { useAccounts } from './get-accounts';
import { useSaveAccount } from './save-account';

export const handle: TitleHandle = { title: 'Cuentas contables' };

/** The account being written: a new one, or an existing one to edit. */
type Editing = { account: LedgerAccount | null } | null;

/** Issue 32: the chart of accounts as a tree, its add/edit form, delete after asking, and the mapping. */
export function Component() {
  const chart = useAccounts();
  const mapping = useAccountMapping();
  const saveAccount = useSaveAccount();
  const deleteAccount = useDeleteAccount();
  // The chart is a global setting: settings.write and every line.
  const mayChange = useCanEverywhere('settings.write');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<LedgerAccount | null>(null);
  const close = () => setEditing(null);
  const columns = accountColumns((account) => setEditing({ account }), setToDelete);

  const save = async (body: LedgerAccountBody) => {
    const account = editing?.account;
    await saveAccount.mutateAsync({ id: account?.id, body });
    notifySuccess(account ? 'Cuenta editada.' : 'Cuenta creada.');
    close();
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAccount.mutate(toDelete.id, {
      onSuccess: (result) => notifySuccess(result.message),
      // An account with entries, subaccounts or a mapping: the API's 409 says which.
      onError: notifyError,
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Cuentas contables"
        actions={
          mayChange && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ account: null })}
            >
              Agregar
            </Button>
          )
        }
      />
      <DataTable
        label="Plan de cuentas"
        columns={mayChange ? columns : columns.filter((c) => !c.actions)}
        rows={chart.data && chartRows(chart.data)}
        rowKey={(account) => account.id}
        loading={chart.isPending}
        minWidth={700}
      />
      <SectionCard title="Asignación de cuentas por movimiento">
        {mapping.data && chart.data && (
          <AccountMappingForm mapping={mapping.data} chart={chart.data} mayChange={mayChange} />
        )}
      </SectionCard>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.account ? 'Editar cuenta' : 'Agregar cuenta'}
        centered
      >
        {editing && (
          <AccountForm
            key={editing.account?.id ?? 'new'}
            editing={editing.account ?? undefined}
            chart={chart.data ?? []}
            onSubmit={save}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        message={toDelete && `¿Eliminar la cuenta ${toDelete.code} ${toDelete.name}?`}
        confirmLabel="Eliminar"
        color="red"
        pending={deleteAccount.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
