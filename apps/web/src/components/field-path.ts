import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';

/** The form's fields whose value is a `Value` (or nothing yet): what a bound field may be given. */
export type FieldPathHolding<TFieldValues extends FieldValues, Value> = {
  [P in FieldPath<TFieldValues>]: FieldPathValue<TFieldValues, P> extends Value | null | undefined
    ? P
    : never;
}[FieldPath<TFieldValues>];
