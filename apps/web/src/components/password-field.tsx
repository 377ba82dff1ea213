import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import classes from './text-field.module.css';

/**
 * A password field with a button that shows or hides what was typed, as Mantine's PasswordInput
 * (the button named, `aria-pressed`, out of the tab order, the cursor left in the field), without
 * Mantine's Input and ActionIcon code.
 */
export function PasswordField({
  toggleLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'rightSection'> & { toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <button
          type="button"
          className={classes.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          tabIndex={-1}
          disabled={props.disabled}
          // On press, not on click: the field keeps the focus, as in Mantine's.
          onMouseDown={(event) => {
            event.preventDefault();
            setVisible((shown) => !shown);
          }}
          onKeyDown={(event) => {
            if (event.key !== ' ' && event.key !== 'Enter') return;
            event.preventDefault();
            setVisible((shown) => !shown);
          }}
        >
          {visible ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </button>
      }
    />
  );
}
