import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { permissionLabels, type Role } from '@app/domain';
import type { Column } from '../../components/data-table';

/** The roles list: name, what it grants in words, whether every install has it, edit and delete. */
export function roleColumns(onEdit: (role: Role) => void, onDelete: (role: Role) => void): Column<Role>[] {
  return [
    { header: 'Nombre', render: (r) => r.name },
    {
      header: 'Permisos',
      render: (r) => (
        <Text span size="sm">
          {r.permissions.map((key) => permissionLabels[key]).join(', ')}
        </Text>
      ),
    },
    {
      header: 'Tipo',
      render: (r) =>
        r.builtIn ? (
          <Badge variant="light" color="gray">
            Predefinido
          </Badge>
        ) : (
          'Propio'
        ),
    },
    {
      header: 'Editar',
      actions: true,
      render: (r) => (
        <ActionIcon variant="subtle" onClick={() => onEdit(r)} aria-label={`Editar ${r.name}`} title="Editar">
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ),
    },
    {
      header: 'Eliminar',
      actions: true,
      render: (r) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(r)}
          aria-label={`Eliminar ${r.name}`}
          title="Eliminar"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}
