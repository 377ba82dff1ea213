import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { spacing, type Spacing } from './spacing';
import classes from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** A red asterisk after the label (hidden from screen readers, as Mantine's). */
  withAsterisk?: boolean;
  /** Inside the field, at its end (a clear button, the password's eye). */
  rightSection?: ReactNode;
  /**
   * A line under the field that screen readers announce politely as it changes (the amount as read).
   * `null` keeps the line, empty; `undefined` leaves it out.
   */
  status?: ReactNode;
  /** Space above the field, one of Mantine's spacings. */
  mt?: Spacing;
  /** Classes and style of the field's wrapper (its width in a row of filters). */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field as Mantine's TextInput looks and reads (label, description, error, linked by
 * id and aria-describedby, aria-invalid), in plain markup: the carrier's forms load it on first visit,
 * and Mantine's Input brought ~5 KB gzipped with it. Beside Mantine's inputs it looks the same.
 */
export function TextField({
  label,
  description,
  error,
  withAsterisk,
  rightSection,
  status,
  mt,
  className,
  style,
  id: givenId,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean);
  return (
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      style={mt ? { marginTop: spacing(mt), ...style } : style}
      data-error={error ? true : undefined}
      data-with-right={rightSection ? true : undefined}
    >
      <label className={classes.label} htmlFor={id}>
        {label}
        {withAsterisk && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-description`} className={classes.description}>
          {description}
        </p>
      )}
      <div className={classes.box}>
        <input
          type="text"
          {...input}
          id={id}
          className={classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        />
        {rightSection && <div className={classes.right}>{rightSection}</div>}
      </div>
      {status !== undefined && (
        <p role="status" className={`${classes.description} ${classes.status}`}>
          {status}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
