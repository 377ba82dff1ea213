import type { ButtonHTMLAttributes } from 'react';
import classes from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title'> {
  /** What it does, for screen readers and as the tooltip: the button shows only an icon. */
  label: string;
  color?: 'blue' | 'red';
}

/**
 * A button showing only an icon, as Mantine's subtle ActionIcon looks, 44 px on phones. Plain markup:
 * the carrier's pages load it on first visit, and ActionIcon brought its loader and transition with it.
 */
export function IconButton({ label, color = 'blue', className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-label={label}
      title={label}
      data-color={color}
      className={`${classes.root} mantine-focus-auto mantine-active${className ? ` ${className}` : ''}`}
    />
  );
}
