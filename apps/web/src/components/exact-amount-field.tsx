import { formatAmountText } from '@app/domain';
import type { FieldValues } from 'react-hook-form';
import { useAmountBinding, type BindingProps, type Bound } from './amount-field';
import { AmountText, type AmountTextProps, type Codec } from './amount-input';
import type { FieldPathHolding } from './field-path';

/** The form's fields that hold an exact decimal: a string, or nothing yet. */
type DecimalPath<TFieldValues extends FieldValues> = FieldPathHolding<TFieldValues, string>;

/** The form's value for text it cannot read: no decimal schema accepts it, as no number one accepts NaN. */
export const UNREADABLE = 'NaN';

const asDecimal: Codec<string | undefined> = {
  read: (reading) => (reading.ok ? reading.decimal : UNREADABLE),
  write: (value, kind) => (value === undefined || value === UNREADABLE ? '' : formatAmountText(value, kind)),
};

type ExactAmountFieldProps<
  TFieldValues extends FieldValues,
  TName extends DecimalPath<TFieldValues>,
  TTransformedValues,
> = Omit<AmountTextProps, Bound> & BindingProps<TFieldValues, TName, TTransformedValues>;

/**
 * An amount field, as AmountField, for a value no float may touch on its way to the API (a unit
 * factor): the form holds the decimal typed, digit for digit, with a point ('60,5' → '60.5'). Apart
 * from amount-field.tsx, so the pages without one do not download it.
 */
export function ExactAmountField<
  TFieldValues extends FieldValues,
  TName extends DecimalPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ control, name, ...props }: ExactAmountFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, bound } = useAmountBinding(control, name);
  return (
    <AmountText
      {...props}
      {...bound}
      value={bound.value as string | undefined}
      onChange={field.onChange}
      codec={asDecimal}
    />
  );
}
