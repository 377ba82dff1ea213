import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldPathHolding } from './field-path';
import { AmountInput, type AmountInputProps } from './amount-input';

/** The form's fields that hold an amount: a number, or nothing yet. */
type AmountPath<TFieldValues extends FieldValues> = FieldPathHolding<TFieldValues, number>;
/** What the form gives a bound field, beside its value and change. */
export type Bound = 'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error';

export type BindingProps<TFieldValues extends FieldValues, TName, TTransformedValues> = {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
};

/** A field's binding to its form: the value (null shows as empty), blur, name, ref and error message. */
export function useAmountBinding<TFieldValues extends FieldValues, TTransformedValues>(
  control: Control<TFieldValues, unknown, TTransformedValues>,
  name: Path<TFieldValues>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    bound: {
      value: (field.value as unknown) ?? undefined,
      onBlur: field.onBlur,
      name: field.name,
      ref: field.ref,
      error: fieldState.error?.message,
    },
  };
}

type AmountFieldProps<
  TFieldValues extends FieldValues,
  TName extends AmountPath<TFieldValues>,
  TTransformedValues,
> = Omit<AmountInputProps, Bound> &
  BindingProps<TFieldValues, TName, TTransformedValues> & {
    /** Called after the form has taken the new value, for fields that others follow; undefined while unreadable. */
    onValueChange?: (value: number | undefined) => void;
  };

/**
 * An AmountInput bound to a react-hook-form field: the form's value (null shows as empty), its
 * change, blur, name and ref, and the field's error message under it.
 */
export function AmountField<
  TFieldValues extends FieldValues,
  TName extends AmountPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ control, name, onValueChange, ...props }: AmountFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, bound } = useAmountBinding(control, name);
  return (
    <AmountInput
      {...props}
      {...bound}
      value={bound.value as number | undefined}
      onChange={(value) => {
        field.onChange(value);
        // Followers (installments follow the amount) see unreadable text as no amount, never NaN.
        onValueChange?.(Number.isNaN(value) ? undefined : value);
      }}
    />
  );
}
