import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Skeleton, Table, Text, type TableTrProps } from '@mantine/core';
import { messages } from '@app/domain';
import { Fragment, useId, useState, type ReactNode } from 'react';
import type { ListSort } from '../lib/use-list-sort';
import { ExpandButton, RowDetail } from './row-detail';
import { SortHeader } from './sort-header';
import classes from './data-table.module.css';

/** One of a list's columns; `K` is the list's API sort keys. */
export interface Column<T, K extends string = string> {
  header: string;
  render: (row: T) => ReactNode;
  /** Shown in the row's expandable detail instead of a column of its own (decision 15). */
  detail?: boolean;
  /** The API key this column's header orders the list by. */
  sortKey?: K;
}

interface DataTableProps<T, K extends string = string> {
  columns: Column<T, K>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Names a row for its detail button ('Ver detalles de …'); wanted when a column is `detail`. */
  rowLabel?: (row: T) => string;
  loading: boolean;
  /** The list's order (useListSort): headers with a `sortKey` become buttons. */
  sort?: ListSort<K>;
  /** With `total`, `page` and `pageSize`, pages show below the table. */
  total?: number;
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  minWidth?: number;
  /** Props for one row's <tr> (a tint for rows that need attention); its detail takes the same tint. */
  rowProps?: (row: T) => TableTrProps;
}

const SKELETON_ROWS = 5;

/**
 * A list with the spec's common behaviour: skeleton while loading, 'No hay datos para mostrar.'
 * when empty. Columns marked `detail` open under their row, so the rest fit a 1366 px screen.
 */
export function DataTable<T, K extends string = string>(props: DataTableProps<T, K>) {
  const { columns, rows, rowKey, loading, sort, total = 0, page = 1, pageSize = 20, onPageChange } = props;
  const pages = Math.ceil(total / pageSize);
  const shown = columns.filter((column) => !column.detail);
  const inDetail = columns.filter((column) => column.detail);
  const hasDetail = inDetail.length > 0;
  const tableId = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());

  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Tr key={i}>
        {hasDetail && <Table.Td />}
        {shown.map((column) => (
          <Table.Td key={column.header}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows?.length) {
    body = null;
  } else {
    body = rows.map((row, index) => {
      const key = rowKey(row);
      const expanded = open.has(key);
      const detailId = `${tableId}-detalle-${key}`;
      const own = props.rowProps?.(row) ?? {};
      const stripe = index % 2 === 0 ? classes.stripe : undefined;
      return (
        <Fragment key={key}>
          <Table.Tr className={stripe} {...own}>
            {hasDetail && (
              <Table.Td>
                <ExpandButton
                  label={props.rowLabel?.(row) ?? String(key)}
                  open={expanded}
                  controls={detailId}
                  onToggle={() => toggle(key)}
                />
              </Table.Td>
            )}
            {shown.map((column) => (
              <Table.Td key={column.header}>{column.render(row)}</Table.Td>
            ))}
          </Table.Tr>
          {expanded && (
            <Table.Tr className={stripe} bg={own.bg} data-detail>
              <Table.Td id={detailId} colSpan={shown.length + 1}>
                <RowDetail pairs={inDetail.map((c) => ({ label: c.header, value: c.render(row) }))} />
              </Table.Td>
            </Table.Tr>
          )}
        </Fragment>
      );
    });
  }

  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth ?? 320}>
        <Table highlightOnHover withTableBorder aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {/* Named for screen readers only: its cells hold each row's detail button. */}
              {hasDetail && <Table.Th w={44} aria-label="Detalles" />}
              {shown.map((column) =>
                column.sortKey && sort ? (
                  <SortHeader
                    key={column.header}
                    header={column.header}
                    sortKey={column.sortKey}
                    sort={sort}
                  />
                ) : (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ),
              )}
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
