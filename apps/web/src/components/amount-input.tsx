import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type AmountInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/** What the form keeps: a number, or undefined for an empty or unfinished entry (so the schema's message shows). */
const toAmount = (raw: string | number): number | undefined => {
  if (typeof raw === 'number') return raw;
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A money field for react-hook-form. NumberInput reports half-typed values ("12.", "1.50") as strings;
 * the field keeps what was typed on screen and hands the form a number or undefined.
 */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  const [raw, setRaw] = useState<string | number>(value ?? '');
  // When the form resets the value, show the form's value instead of the stale text.
  const shown = toAmount(raw) === value ? raw : (value ?? '');
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setRaw(next);
        onChange(toAmount(next));
      }}
      // A comma typed on a Venezuelan keyboard becomes the decimal point.
      allowedDecimalSeparators={['.', ',']}
      hideControls
      inputMode="decimal"
    />
  );
}
