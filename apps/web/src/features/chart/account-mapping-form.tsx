import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  accountMappingBody,
  ledgerAccountMessages,
  movementKindTypes,
  movementKinds,
  type AccountMappingBody,
  type AccountMappingItem,
  type LedgerAccount,
  type MovementKind,
} from '@app/domain';
import { ChoiceSelectField } from '../../components/choice-select-field';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useSaveAccountMapping } from './account-mapping';

const resolver = schemaResolver(accountMappingBody);

interface AccountMappingFormProps {
  mapping: readonly AccountMappingItem[];
  chart: readonly LedgerAccount[];
  /** Without settings.write (or limited to lines) the mapping is shown, not changed. */
  mayChange: boolean;
}

/** Each movement kind and the account it posts to: active accounts of a type the kind accepts. */
export function AccountMappingForm({ mapping, chart, mayChange }: AccountMappingFormProps) {
  const save = useSaveAccountMapping();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<AccountMappingBody>({
    resolver,
    defaultValues: Object.fromEntries(mapping.map((m) => [m.kind, m.accountCode])),
  });
  const labels = new Map(mapping.map((m) => [m.kind, m.label]));
  const saved = new Map(mapping.map((m) => [m.kind, m.accountCode]));
  // Active accounts of a type the kind accepts; its saved one stays listed whatever it became.
  const choicesFor = (kind: MovementKind) =>
    chart
      .filter((a) => (a.active || a.code === saved.get(kind)) && movementKindTypes[kind].includes(a.type))
      .map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notifySuccess(ledgerAccountMessages.mappingSaved);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, movementKinds);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Asignación de cuentas">
      <Stack gap="sm">
        {movementKinds.map((kind) => (
          <ChoiceSelectField
            key={kind}
            control={control}
            name={kind}
            label={labels.get(kind) ?? kind}
            disabled={!mayChange}
            data={choicesFor(kind)}
          />
        ))}
        {mayChange && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Guardar asignación
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
