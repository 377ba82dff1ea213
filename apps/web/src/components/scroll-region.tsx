import type { CSSProperties, ReactNode } from 'react';
import classes from './scroll-region.module.css';

interface ScrollRegionProps {
  /** What the region holds, in Spanish (the table's title): screen readers announce it. */
  label: string;
  /** The table's own width below which it scrolls sideways inside the region. */
  minWidth?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A table that may scroll sideways: focusable and named, so a keyboard user can scroll it with the
 * arrow keys (axe: scrollable-region-focusable). A plain div: no ScrollArea JS on the route.
 */
export function ScrollRegion({ label, minWidth, className, children }: ScrollRegionProps) {
  const style = minWidth ? ({ '--scroll-min-width': `${minWidth}px` } as CSSProperties) : undefined;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className ? `${classes.region} ${className}` : classes.region}
      style={style}
    >
      {children}
    </div>
  );
}
