import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { parseAmountText } from '@app/domain';
import { useState } from 'react';

export type AmountInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** false for whole numbers (installments, counts). The schema, not the keyboard, enforces decimals and sign. */
  allowDecimal?: boolean;
};

/**
 * A money (or count) field for react-hook-form. A text field, not a number widget: '4,5' typed,
 * pasted or filled is 4.5, never 45, and the Venezuelan '1.234,56' works. The form gets a number
 * or undefined (so the schema's message shows); the field keeps exactly what was typed.
 */
export function AmountInput({ value, onChange, allowDecimal = true, ...props }: AmountInputProps) {
  const [raw, setRaw] = useState(value === undefined ? '' : String(value));
  // '4,5' in a whole-number field stays 4.5, so the schema can say it must be whole.
  const parse = parseAmountText;
  // When the form resets or loads a value, show it instead of the stale text.
  const shown = parse(raw) === value ? raw : value === undefined ? '' : String(value);
  return (
    <TextInput
      {...props}
      value={shown}
      onChange={(event) => {
        setRaw(event.currentTarget.value);
        onChange(parse(event.currentTarget.value));
      }}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
    />
  );
}
