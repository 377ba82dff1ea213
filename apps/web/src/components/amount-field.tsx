import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { FieldPathHolding } from './field-path';
import { AmountInput, type AmountInputProps } from './amount-input';

/** The form's fields that hold an amount: a number, or nothing yet. */
type AmountPath<TFieldValues extends FieldValues> = FieldPathHolding<TFieldValues, number>;

type AmountFieldProps<
  TFieldValues extends FieldValues,
  TName extends AmountPath<TFieldValues>,
  TTransformedValues,
> = Omit<AmountInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error'> & {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
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
  const { field, fieldState } = useController({ control, name });
  return (
    <AmountInput
      {...props}
      value={(field.value as number | null | undefined) ?? undefined}
      onChange={(value) => {
        field.onChange(value);
        // Followers (installments follow the amount) see unreadable text as no amount, never NaN.
        onValueChange?.(Number.isNaN(value) ? undefined : value);
      }}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
      error={fieldState.error?.message}
    />
  );
}
