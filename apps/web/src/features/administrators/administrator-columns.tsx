import { ActionIcon, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages, type Administrator, type SortKey } from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';
import { NO_VALUE } from '../../lib/format';

/** The names of roles and lines by id, for the columns that list them. */
export interface GrantNames {
  role: (id: number) => string;
  line: (id: number) => string;
}

/** The administrator's names, as the table and the delete dialog show them. */
export const administratorName = (a: Administrator) => `${a.firstNames} ${a.lastNames}`;

/**
 * Spec: usuarios: first name, last name, cédula, email, phone, delete, edit. `ownId` is the signed-in
 * administrator, whose own account cannot be deleted (the API refuses it too).
 */
export function administratorColumns(
  ownId: number | undefined,
  names: GrantNames,
  onDelete: (administrator: Administrator) => void,
): Column<Administrator, SortKey<'administrators'>>[] {
  return [
    { header: 'Nombres', render: (a) => a.firstNames },
    { header: 'Apellidos', render: (a) => a.lastNames, sortKey: 'lastNames' },
    // The first administrator has neither until it completes its profile.
    { header: 'Cédula', render: (a) => a.dni ?? NO_VALUE },
    {
      header: 'Correo',
      // A long address wraps inside its cell instead of pushing the actions off a 1366 px screen.
      render: (a) => (
        <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.email}
        </Text>
      ),
    },
    { header: 'Teléfono', render: (a) => a.phoneNumber ?? NO_VALUE },
    { header: 'Roles', render: (a) => a.roleIds.map(names.role).join(', ') },
    // No lines: every line.
    {
      header: 'Líneas',
      render: (a) =>
        a.organizationIds.length === 0 ? 'Todas' : a.organizationIds.map(names.line).join(', '),
    },
    {
      header: 'Eliminar',
      actions: true,
      render: (a) => (
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={a.id === ownId}
          onClick={() => onDelete(a)}
          aria-label={`Eliminar ${administratorName(a)}`}
          title={a.id === ownId ? messages.cannotDeleteSelf : 'Eliminar'}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
    {
      header: 'Editar',
      actions: true,
      render: (a) => (
        <ActionIcon
          component={Link}
          to={paths.admin.editUser.href(a.id)}
          variant="subtle"
          aria-label={`Editar ${administratorName(a)}`}
          title="Editar"
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}
