import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { FieldPathHolding } from './field-path';
import { messages } from '@app/domain';
import { dayFault } from '../lib/day-text';
import { DateInput, type DateInputProps } from './date-input';

/** The form's fields that hold a day as text ('YYYY-MM-DD'). */
type DayPath<TFieldValues extends FieldValues> = FieldPathHolding<TFieldValues, string>;

type DateFieldProps<
  TFieldValues extends FieldValues,
  TName extends DayPath<TFieldValues>,
  TTransformedValues,
> = Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error'> & {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  /** An emptied optional date is no date (undefined), not an invalid one. */
  optional?: boolean;
};

/**
 * A DateInput bound to a react-hook-form field: the form holds 'YYYY-MM-DD', or the text while it
 * is not a whole date, which the shared schema refuses: nothing half typed is ever sent.
 */
export function DateField<
  TFieldValues extends FieldValues,
  TName extends DayPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ control, name, optional, ...props }: DateFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as string | null | undefined;
  // The schema refuses half-typed text as any non-date; the field knows it is only unfinished.
  const unfinished = !!fieldState.error && !!value && dayFault(value) === 'incomplete';
  return (
    <DateInput
      {...props}
      // Built empty: a page rendered at build time would show the build's day (a default such as today)
      // until hydrated. Hydration then sets the input's default value, shown while untouched: no store
      // to flip after hydration (its synchronous re-render joined the page's commit and effects: TBT).
      value={import.meta.env.SSR ? '' : value}
      onChange={(value) => field.onChange(optional && value === '' ? undefined : value)}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
      error={unfinished ? messages.dayFault.incomplete : fieldState.error?.message}
    />
  );
}
