import { TextInput } from '@mantine/core';
import { useDebouncedCall } from '../lib/use-debounced-call';
import { useState } from 'react';

interface SearchInputProps {
  label: string;
  placeholder: string;
  /** The value in the URL. */
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Keeps digits only: a cédula typed 'V-12.345.678' is searched as 12345678. */
  digits?: boolean;
}

/** A filter box shown as typed, whose value reaches the list 300 ms after the last keystroke. */
export function SearchInput({ label, placeholder, value, onChange, maxLength, digits }: SearchInputProps) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed without typing (back button, sidebar link): show its value.
  if (value !== shown) {
    setShown(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const send = useDebouncedCall(onChange, 300);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={maxLength}
      value={typed}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const next = digits ? text.replace(/\D/g, '').slice(0, maxLength) : text;
        setTyped(next);
        send(next);
      }}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
