import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { LedgerAccount } from '@app/domain';
import type { Column } from '../../components/data-table';

/** An account of the chart with its depth under the top accounts (0 for them). */
export type ChartRow = LedgerAccount & { depth: number };

/** The chart in code order, each account with its depth: the table indents by it. */
export function chartRows(chart: readonly LedgerAccount[]): ChartRow[] {
  const byCode = new Map(chart.map((a) => [a.code, a]));
  const depth = (a: LedgerAccount, seen = 0): number => {
    const parent = a.parent === null ? undefined : byCode.get(a.parent);
    // A chart is shallow; the bound only guards against a loop the server would refuse anyway.
    return parent && seen < 10 ? 1 + depth(parent, seen + 1) : 0;
  };
  return [...chart].sort((x, y) => x.code.localeCompare(y.code)).map((a) => ({ ...a, depth: depth(a) }));
}

/** The chart's columns: code and name indented by depth, type, state, edit and delete. */
export function accountColumns(
  onEdit: (account: LedgerAccount) => void,
  onDelete: (account: LedgerAccount) => void,
): Column<ChartRow>[] {
  return [
    {
      header: 'Código',
      render: (a) => <span style={{ paddingLeft: `${a.depth * 1.25}rem` }}>{a.code}</span>,
    },
    {
      header: 'Nombre',
      render: (a) => (
        <Text
          span
          size="sm"
          fw={a.depth === 0 ? 700 : undefined}
          style={{ paddingLeft: `${a.depth * 1.25}rem` }}
        >
          {a.name}
        </Text>
      ),
    },
    { header: 'Tipo', render: (a) => a.type },
    {
      header: 'Estado',
      render: (a) =>
        a.active ? (
          'Activa'
        ) : (
          <Badge variant="light" color="gray">
            Inactiva
          </Badge>
        ),
    },
    {
      header: 'Editar',
      actions: true,
      render: (a) => (
        <ActionIcon
          variant="subtle"
          onClick={() => onEdit(a)}
          aria-label={`Editar ${a.code} ${a.name}`}
          title="Editar"
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ),
    },
    {
      header: 'Eliminar',
      actions: true,
      render: (a) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(a)}
          aria-label={`Eliminar ${a.code} ${a.name}`}
          title="Eliminar"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}
