import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceSelect } from './choice-select';

type ChoiceSelectProps = Parameters<typeof ChoiceSelect>[0];

type ChoiceSelectFieldProps<T extends FieldValues> = Omit<
  ChoiceSelectProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What an empty choice stores: undefined (the schema says 'Requerido.') or null (no parent). */
  empty?: null;
};

/** A ChoiceSelect bound to a react-hook-form field: value, blur, ref and the field's error message. */
export function ChoiceSelectField<T extends FieldValues>({
  control,
  name,
  empty,
  ...props
}: ChoiceSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceSelect
          {...props}
          value={(field.value as string | null | undefined) ?? undefined}
          onChange={(value) => field.onChange(value ?? empty)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
