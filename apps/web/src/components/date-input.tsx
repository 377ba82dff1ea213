import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterDigits, dayTextToValue, editDayText, valueToDayText } from '../lib/day-text';
import { TextField, type TextFieldProps } from './text-field';

export type DateInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** 'YYYY-MM-DD' once whole, '' when empty, the text as typed until then (see lib/day-text). */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * A date typed and shown dd/mm/aaaa whatever the browser's language (a native date input follows
 * the browser's locale): digits only, the slashes come by themselves.
 */
export function DateInput({ value, onChange, ref: outerRef, ...props }: DateInputProps) {
  const text = valueToDayText(value);
  const ref = useRef<HTMLInputElement>(null);
  // The mask needs the input for its caret, the form for focusing an error: one callback ref for both.
  const refs = (node: HTMLInputElement | null) => {
    ref.current = node;
    if (typeof outerRef === 'function') outerRef(node);
    else if (outerRef) outerRef.current = node;
  };
  const caret = useRef<number | null>(null);

  // The mask rewrites the text; the caret stays after the digit it followed instead of jumping to the end.
  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || input !== document.activeElement) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const at = input.selectionStart ?? typed.length;
    const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
    const next = editDayText(text, typed, at, forward);
    // A slash deleted backwards took the digit before it too.
    const lost = next !== editDayText('', typed, at) && !forward ? 1 : 0;
    caret.current = caretAfterDigits(next, digitCount(typed.slice(0, at)) - lost);
    onChange(dayTextToValue(next));
  };

  return (
    <TextField
      placeholder="dd/mm/aaaa"
      {...props}
      ref={refs}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={text}
      onChange={change}
    />
  );
}
