import type { CSSProperties, ReactNode } from 'react';
import { spacing, type Spacing } from './spacing';
import classes from './notice.module.css';

interface NoticeProps {
  /** A palette of the theme: the box is its light tint. */
  color: 'blue' | 'gray' | 'red' | 'yellow' | 'orange';
  /** 'alert' (announced at once) unless the message is only news ('status'). */
  role?: 'alert' | 'status';
  mb?: Spacing;
  children: ReactNode;
}

/**
 * A message in a tinted box, as Mantine's light Alert shows it (its role included), in plain markup:
 * the carrier's pages show these on first visit, and Alert brought its close button's code along.
 */
export function Notice({ color, role = 'alert', mb, children }: NoticeProps) {
  const style = {
    '--notice-bg': `var(--mantine-color-${color}-light)`,
    marginBottom: spacing(mb),
  } as CSSProperties;
  return (
    <div role={role} className={classes.root} style={style}>
      {children}
    </div>
  );
}
