import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ledgerAccountBody,
  ledgerAccountTypes,
  type LedgerAccount,
  type LedgerAccountBody,
} from '@app/domain';
import { ChoiceSelectField } from '../../components/choice-select-field';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { FormActions } from '../../components/form-actions';

const resolver = schemaResolver(ledgerAccountBody);

interface AccountFormProps {
  /** The account edited (undefined: a new one). */
  editing?: LedgerAccount;
  /** The chart, for the parent's choices (accounts of the same type, never the account itself). */
  chart: readonly LedgerAccount[];
  /** Sends the body; the page toasts and closes on success, the form shows a refusal. */
  onSubmit: (body: LedgerAccountBody) => Promise<unknown>;
  onCancel: () => void;
}

/** An account: code, name, type, parent (by code) and whether it takes new postings. */
export function AccountForm({ editing, chart, onSubmit, onCancel }: AccountFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LedgerAccountBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: editing
      ? {
          code: editing.code,
          name: editing.name,
          type: editing.type,
          parent: editing.parent,
          active: editing.active,
        }
      : { code: '', name: '', parent: null, active: true },
  });
  const type = useWatch({ control, name: 'type' });
  const parents = chart
    .filter((a) => a.type === type && a.id !== editing?.id)
    .map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));

  const submit = handleSubmit(async (body) => {
    try {
      // No parent chosen is the top of the chart: sent as null so an edit moves it there.
      await onSubmit({ ...body, parent: body.parent ?? null });
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, ['code', 'name', 'type', 'parent']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Editar cuenta' : 'Agregar cuenta'}>
      <Stack gap="md">
        <TextInput
          label="Código"
          withAsterisk
          data-autofocus
          error={errors.code?.message}
          {...register('code')}
        />
        <TextInput label="Nombre" withAsterisk error={errors.name?.message} {...register('name')} />
        <ChoiceSelectField
          control={control}
          name="type"
          label="Tipo"
          withAsterisk
          data={ledgerAccountTypes}
        />
        <ChoiceSelectField
          control={control}
          name="parent"
          empty={null}
          label="Cuenta padre"
          placeholder="Ninguna (cuenta principal)"
          data={parents}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Checkbox
              label="Activa (recibe asientos nuevos)"
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              name={field.name}
            />
          )}
        />
        <FormActions submitLabel="Guardar" onCancel={onCancel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
