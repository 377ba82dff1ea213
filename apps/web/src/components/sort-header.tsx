import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ListSort } from '../lib/use-list-sort';
import classes from './data-table.module.css';

interface SortHeaderProps<K extends string> {
  header: string;
  sortKey: K;
  sort: ListSort<K>;
  /** A column of amounts: its header sits right, over its figures. */
  numeric?: boolean;
}

/** A column header that orders the list by its API key; `aria-sort` says which way it orders now. */
export function SortHeader<K extends string>({ header, sortKey, sort, numeric }: SortHeaderProps<K>) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconSelector : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <th
      data-sort
      data-numeric={numeric || undefined}
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        className={classes.sortButton}
        data-active={active || undefined}
        onClick={() => sort.onSort(sortKey)}
      >
        {header}
        <Icon size={14} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </th>
  );
}
