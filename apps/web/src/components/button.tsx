import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { spacing, type Spacing } from './spacing';
import classes from './button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'subtle';
  size?: 'sm' | 'compact-sm';
  /** While sending: disabled, the label replaced by a spinning ring (as Mantine's Button). */
  loading?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  /** Space above the button, one of Mantine's spacings. */
  mt?: Spacing;
}

/**
 * A button as Mantine's Button looks, in plain markup: the carrier's forms load it on first visit, and
 * Mantine's brought its Loader and Transition with it (~3 KB gzipped). For screens that load Mantine
 * anyway (the back-office, modals), Mantine's Button is as good.
 */
export function Button({
  variant = 'filled',
  size = 'sm',
  loading,
  fullWidth,
  leftSection,
  mt,
  disabled,
  className,
  style,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`${classes.root} mantine-focus-auto mantine-active${className ? ` ${className}` : ''}`}
      style={mt ? { marginTop: spacing(mt), ...style } : style}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      disabled={disabled || loading}
    >
      <span className={classes.inner}>
        {leftSection}
        {children}
      </span>
      {loading && <span className={classes.spinner} aria-hidden />}
    </button>
  );
}
