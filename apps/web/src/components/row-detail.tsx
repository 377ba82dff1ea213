import { ActionIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

interface ExpandButtonProps {
  /** The row as a person names it: 'Ver detalles de <label>'. */
  label: string;
  open: boolean;
  /** The detail's element while it is shown. */
  controls: string;
  onToggle: () => void;
}

/** Opens and closes a row's detail; the name stays the same, `aria-expanded` says which. */
export function ExpandButton({ label, open, controls, onToggle }: ExpandButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={`Ver detalles de ${label}`}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      <IconChevronRight size={16} className={classes.expandIcon} data-open={open || undefined} aria-hidden />
    </ActionIcon>
  );
}

/** The columns a row keeps out of the table, as label and value pairs. */
export function RowDetail({ pairs }: { pairs: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className={classes.detail}>
      {pairs.map(({ label, value, wide }) => (
        <div key={label} className={wide ? classes.wide : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
