import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Role, RoleBody } from '@app/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateRole } from './create-role';
import { useDeleteRole } from './delete-role';
import { useRoles } from './get-roles';
import { roleColumns } from './role-columns';
import { RoleForm } from './role-form';
import { useUpdateRole } from './update-role';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Roles' };

/** The role being written: a new one, or an existing one to edit. */
type Editing = { role: Role | null } | null;

/** Roles (issue 30): the list, a form to create or edit one, and delete after asking; the API's refusals toast. */
export function Component() {
  const roles = useRoles();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const close = () => setEditing(null);

  const save = async (body: RoleBody) => {
    const role = editing?.role;
    if (role) await updateRole.mutateAsync({ id: role.id, body });
    else await createRole.mutateAsync(body);
    notifySuccess(role ? 'Rol editado.' : 'Rol creado.');
    close();
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteRole.mutate(toDelete.id, {
      onSuccess: (result) => notifySuccess(result.message),
      // A built-in role or one given to an administrator: the API says which.
      onError: notifyError,
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ role: null })}>
            Agregar
          </Button>
        }
      />
      <DataTable
        label="Roles"
        columns={roleColumns((role) => setEditing({ role }), setToDelete)}
        rows={roles.data}
        rowKey={(role) => role.id}
        loading={roles.isPending}
        minWidth={800}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.role ? 'Editar rol' : 'Agregar rol'}
        centered
        size="lg"
      >
        {editing && (
          <RoleForm
            key={editing.role?.id ?? 'new'}
            defaultValues={
              editing.role ? { name: editing.role.name, permissions: editing.role.permissions } : undefined
            }
            onSubmit={save}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        message={toDelete && `¿Eliminar el rol ${toDelete.name}?`}
        confirmLabel="Eliminar"
        color="red"
        pending={deleteRole.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
