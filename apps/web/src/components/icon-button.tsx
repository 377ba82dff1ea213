import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import classes from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title'> {
  /** What it does, for screen readers and as the tooltip: the button shows only an icon. */
  label: string;
  /** A palette of the theme; the icon is drawn in its light variant's colour. */
  color?: 'blue' | 'red' | 'gray' | 'teal';
  /** Mantine's ActionIcon sizes: lg 34 px (the top bar), sm 22 px (inline); 44 px on phones either way. */
  size?: 'sm' | 'lg';
}

/**
 * A button showing only an icon, as Mantine's subtle ActionIcon looks, 44 px on phones. Plain markup:
 * the carrier's pages load it on first visit, and ActionIcon brought its loader and transition with it.
 */
export function IconButton({
  label,
  color = 'blue',
  size = 'lg',
  className,
  style,
  ...props
}: IconButtonProps) {
  const colors = {
    '--ib-color': `var(--mantine-color-${color}-light-color)`,
    '--ib-hover': `var(--mantine-color-${color}-light-hover)`,
    ...style,
  } as CSSProperties;
  return (
    <button
      type="button"
      {...props}
      aria-label={label}
      title={label}
      data-size={size}
      style={colors}
      className={`${classes.root} mantine-focus-auto mantine-active${className ? ` ${className}` : ''}`}
    />
  );
}
