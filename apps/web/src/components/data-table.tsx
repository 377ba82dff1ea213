import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Skeleton, Text } from '@mantine/core';
import { messages } from '@app/domain';
import { Fragment, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { ListSort } from '../lib/use-list-sort';
import { ExpandButton, RowDetail } from './row-detail';
import { ScrollRegion } from './scroll-region';
import { SortHeader } from './sort-header';
import classes from './data-table.module.css';

/** One of a list's columns; `K` is the list's API sort keys. */
export interface Column<T, K extends string = string> {
  header: string;
  render: (row: T) => ReactNode;
  /** Shown in the row's expandable detail instead of a column of its own (decision 15). */
  detail?: boolean;
  /** A detail that is a panel rather than a value (a row's documents): it takes the detail's whole width. */
  wide?: boolean;
  /** The API key this column's header orders the list by. */
  sortKey?: K;
  /** The row's buttons: on a phone's card they sit at the bottom, large enough for a thumb. */
  actions?: boolean;
  /** An amount or a count: right-aligned in figures of one width, so a column's decimals line up. */
  numeric?: boolean;
}

interface DataTableProps<T, K extends string = string> {
  /** The list's name in Spanish (the page's title): names the table's scrolling region. */
  label: string;
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
  rowProps?: (row: T) => RowProps;
}

/** A row's own props: `bg` is a theme colour ('pink.1'), the rest go to the <tr> as they are. */
type RowProps = ComponentPropsWithoutRef<'tr'> & { bg?: string; [data: `data-${string}`]: unknown };

/** 'pink.1' → the theme's CSS variable, as Mantine's `bg` prop would give. */
const tint = (color: string | undefined) =>
  color ? { background: `var(--mantine-color-${color.replace('.', '-')})` } : undefined;

const SKELETON_ROWS = 5;

/**
 * A list with the spec's common behaviour: skeleton while loading, 'No hay datos para mostrar.'
 * when empty. Columns marked `detail` open under their row, so the rest fit a 1366 px screen.
 * Below 600 px each row is a card of label/value pairs (CSS only: no JS, works before hydration).
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
      <tr key={i}>
        {hasDetail && <td data-expand />}
        {shown.map((column) => (
          <td key={column.header} data-label={column.header}>
            <Skeleton height={14} radius="sm" />
          </td>
        ))}
      </tr>
    ));
  } else if (!rows?.length) {
    body = null;
  } else {
    body = rows.map((row, index) => {
      const key = rowKey(row);
      const expanded = open.has(key);
      const detailId = `${tableId}-detalle-${key}`;
      const { bg, style, ...own } = props.rowProps?.(row) ?? {};
      const rowStyle = { ...tint(bg), ...style };
      const stripe = index % 2 === 0 ? classes.stripe : undefined;
      return (
        <Fragment key={key}>
          <tr className={stripe} data-open={expanded || undefined} style={rowStyle} {...own}>
            {hasDetail && (
              <td data-expand data-label="Detalles">
                <ExpandButton
                  label={props.rowLabel?.(row) ?? String(key)}
                  open={expanded}
                  controls={detailId}
                  onToggle={() => toggle(key)}
                />
              </td>
            )}
            {shown.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                data-actions={column.actions || undefined}
                data-numeric={column.numeric || undefined}
              >
                {column.render(row)}
              </td>
            ))}
          </tr>
          {expanded && (
            <tr className={stripe} style={tint(bg)} data-detail>
              <td id={detailId} colSpan={shown.length + 1}>
                <RowDetail
                  pairs={inDetail.map((c) => ({ label: c.header, value: c.render(row), wide: c.wide }))}
                />
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  }

  return (
    <>
      <ScrollRegion label={props.label} minWidth={props.minWidth ?? 320} className={classes.cards}>
        {/* A plain table styled here: Mantine's Table brings its ScrollArea (15 KB) along. */}
        <table
          className={classes.table}
          aria-busy={loading}
          data-sortable={(sort && shown.some((column) => column.sortKey)) || undefined}
        >
          <thead>
            <tr>
              {/* Named for screen readers only: its cells hold each row's detail button. */}
              {hasDetail && <th className={classes.expandHeader} aria-label="Detalles" />}
              {shown.map((column) =>
                column.sortKey && sort ? (
                  <SortHeader
                    key={column.header}
                    header={column.header}
                    sortKey={column.sortKey}
                    sort={sort}
                    numeric={column.numeric}
                  />
                ) : (
                  <th key={column.header} data-numeric={column.numeric || undefined}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </ScrollRegion>
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
