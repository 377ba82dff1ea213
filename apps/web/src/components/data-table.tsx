import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Skeleton, Table, Text, type TableTrProps } from '@mantine/core';
import { messages } from '@app/domain';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  render: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  /** With `total`, `page` and `pageSize`, pages show below the table. */
  total?: number;
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  minWidth?: number;
  /** Props for one row's <tr> (a tint for rows that need attention). */
  rowProps?: (row: T) => TableTrProps;
}

const SKELETON_ROWS = 5;

/** A list with the spec's common behaviour: skeleton while loading, 'No hay datos para mostrar.' when empty. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, loading, total = 0, page = 1, pageSize = 20, onPageChange } = props;
  const pages = Math.ceil(total / pageSize);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Tr key={i}>
        {columns.map((column) => (
          <Table.Td key={column.header}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows?.length) {
    body = null;
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)} {...props.rowProps?.(row)}>
        {columns.map((column) => (
          <Table.Td key={column.header}>{column.render(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth ?? 320}>
        <Table striped highlightOnHover withTableBorder aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Outside the scrolling table, so a wide table never cuts the message off. */}
      {!loading && !rows?.length && (
        <Text ta="center" c="dimmed" py="lg">
          {messages.emptyList}
        </Text>
      )}
      {pages > 1 && onPageChange && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </>
  );
}
