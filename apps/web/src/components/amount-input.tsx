import {
  amountDecimals,
  amountEcho,
  amountHasEcho,
  formatAmount,
  parseAmount,
  type AmountKind,
  type AmountReading,
} from '@app/domain';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type AmountInputProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** The form's number: undefined when blank, NaN while the text cannot be read. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** What the number is: it fixes the decimals the field takes, how it is written back and its echo. */
  kind: AmountKind;
  /** Text typed before this field existed (the landing's stand-in), kept as typed: the visitor may still be typing. */
  initialText?: string;
};

/** The form's value for a reading: NaN for refused text, which every amount schema refuses. */
const valueOf = (reading: AmountReading) => (reading.ok ? reading.value : Number.NaN);

/** What a field of this kind reads from `text`, as the form's value. */
export const readAmountText = (text: string, kind: AmountKind) =>
  valueOf(parseAmount(text, amountDecimals(kind)));

const written = (value: number | undefined, kind: AmountKind) =>
  value === undefined || Number.isNaN(value) ? '' : formatAmount(value, kind);

/**
 * An amount (or count) field for react-hook-form, typed the Venezuelan way: '95.000' is 95000 and
 * '95.000,50' is 95000.5 (the domain's parseAmount). A text field, not a number widget. Under it,
 * the value as read ('Se registrará: 95.000,00 Bs'); on blur, and for any value set from outside,
 * the value written es-VE. Text it cannot read makes the form's value NaN, and the field says why.
 */
export function AmountInput({
  value,
  onChange,
  kind,
  initialText,
  error,
  onBlur,
  ...props
}: AmountInputProps) {
  const [text, setText] = useState(() => initialText ?? written(value, kind));
  const [lastValue, setLastValue] = useState(value);
  const reading = parseAmount(text, amountDecimals(kind));
  // A value set from outside (a reset, a proposal): write it es-VE, unless the text already says it.
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(valueOf(reading), value)) setText(written(value, kind));
  }
  const read = reading.ok ? reading.value : undefined;
  const echo = read === undefined ? undefined : amountEcho(read, kind);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(readAmountText(event.currentTarget.value, kind));
      }}
      onBlur={(event) => {
        if (read !== undefined) setText(formatAmount(read, kind));
        onBlur?.(event);
      }}
      // The form's error shows when the form says so; for unreadable text, the parser's reason.
      error={error && !reading.ok ? reading.error : error}
      // Always rendered (null when empty), so screen readers announce each new reading politely.
      status={amountHasEcho(kind) ? (echo ?? null) : undefined}
      inputMode={amountDecimals(kind) > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
    />
  );
}
