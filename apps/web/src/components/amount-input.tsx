import {
  amountDecimals,
  amountEcho,
  amountHasEcho,
  formatAmount,
  readDecimal,
  type AmountKind,
  type DecimalReading,
} from '@app/domain';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type AmountTextProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** What the number is: it fixes the decimals the field takes, how it is written back and its echo. */
  kind: AmountKind;
  /** Text typed before this field existed (the landing's stand-in), kept as typed: the visitor may still be typing. */
  initialText?: string;
};

export type AmountInputProps = AmountTextProps & {
  /** The form's number: undefined when blank, NaN while the text cannot be read. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/** How a field's form value stands for its text: what the text reads as, and how a value is written. */
export interface Codec<V> {
  read: (reading: DecimalReading) => V;
  write: (value: V, kind: AmountKind) => string;
}

const asNumber: Codec<number | undefined> = {
  read: (reading) =>
    !reading.ok ? Number.NaN : reading.decimal === undefined ? undefined : Number(reading.decimal),
  write: (value, kind) => (value === undefined || Number.isNaN(value) ? '' : formatAmount(value, kind)),
};

/** What a field of this kind reads from `text`, as the form's value. */
export const readAmountText = (text: string, kind: AmountKind) =>
  asNumber.read(readDecimal(text, amountDecimals(kind)));

/** The text field every amount input is, its form value read and written by `codec`. */
export function AmountText<V>({
  value,
  onChange,
  codec,
  kind,
  initialText,
  error,
  onBlur,
  ...props
}: AmountTextProps & { value: V; onChange: (value: V) => void; codec: Codec<V> }) {
  const [text, setText] = useState(() => initialText ?? codec.write(value, kind));
  const [lastValue, setLastValue] = useState(value);
  const reading = readDecimal(text, amountDecimals(kind));
  // A value set from outside (a reset, a proposal): write it es-VE, unless the text already says it.
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(codec.read(reading), value)) setText(codec.write(value, kind));
  }
  const read = reading.ok ? reading.decimal : undefined;
  const echo = read === undefined ? undefined : amountEcho(Number(read), kind);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(codec.read(readDecimal(event.currentTarget.value, amountDecimals(kind))));
      }}
      onBlur={(event) => {
        if (read !== undefined) setText(codec.write(codec.read(reading), kind));
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

/**
 * An amount (or count) field for react-hook-form, typed the Venezuelan way: '95.000' is 95000 and
 * '95.000,50' is 95000.5 (the domain's parseAmount). A text field, not a number widget. Under it,
 * the value as read ('Se registrará: 95.000,00 Bs'); on blur, and for any value set from outside,
 * the value written es-VE. Text it cannot read makes the form's value NaN, and the field says why.
 */
export function AmountInput(props: AmountInputProps) {
  return <AmountText {...props} codec={asNumber} />;
}
