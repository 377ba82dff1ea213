import { CloseButton } from '@mantine/core';
import { messages } from '@app/domain';
import { dayFault } from '../lib/day-text';
import { useState } from 'react';
import { DateInput } from './date-input';
import classes from './day-input.module.css';

interface DayInputProps {
  label: string;
  /** The filter's day 'YYYY-MM-DD', or ''. */
  value: string;
  onChange: (day: string) => void;
  error?: string;
}

/**
 * A day 'YYYY-MM-DD' for a list filter, typed dd/mm/aaaa and cleared with the ✕. The list follows
 * only a whole, real date; until then the field keeps the text and, once left, says what is wrong.
 */
export function DayInput({ label, value, onChange, error }: DayInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  // The filter changed from outside (the back button, a link): show its day.
  if (value !== shown) {
    setShown(value);
    if (value !== draft) setDraft(value);
  }
  const fault = draft ? dayFault(draft) : undefined;
  const problem = fault && messages.dayFault[fault];

  const change = (next: string) => {
    setDraft(next);
    setLeft(false);
    if (next === '' || !dayFault(next)) onChange(next);
  };

  return (
    <DateInput
      label={label}
      value={draft}
      error={error ?? (left ? problem : undefined)}
      onChange={change}
      onBlur={() => setLeft(true)}
      rightSection={
        draft ? (
          <CloseButton size="sm" aria-label={`Quitar el filtro ${label}`} onClick={() => change('')} />
        ) : null
      }
      className={classes.field}
    />
  );
}
