import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import { Button, Checkbox, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { createIncomeBody, type Carrier, type CreateIncomeBody } from '@app/domain';
import { Suspense, lazy, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { DateField } from '../../components/date-field';
import { AmountField } from '../../components/amount-field';
import { RateOfDay } from '../prices';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
// The picker (a searchable dropdown, the heaviest part) loads when 'Registro de crédito' reveals it.
const CarrierPicker = lazy(() => import('./carrier-picker').then((m) => ({ default: m.CarrierPicker })));

const fundFields = ['responsible.firstNames', 'responsible.lastNames', 'origin'] as const;
const serverFields = ['date', 'reasonForAdmission', 'incomeAmountBs', 'carrier', ...fundFields] as const;

interface IncomeFormProps {
  /** Sends the body; a rejection is toasted here and its per-field messages shown under the fields. */
  onSubmit: (body: CreateIncomeBody) => Promise<unknown>;
}

/**
 * Spec: agregar-nuevo-ingreso. 'Registro de fondo' reveals who brought the money and from where;
 * 'Registro de crédito' reveals the carrier whose loan it repays. Hidden sections are not sent.
 */
export function IncomeForm({ onSubmit }: IncomeFormProps) {
  const [carrier, setCarrier] = useState<Carrier | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: schemaResolver(createIncomeBody),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues: {
      date: '',
      reasonForAdmission: '',
      incomeAmountBs: undefined,
      isFund: false,
      isCredit: false,
      responsible: { firstNames: '', lastNames: '' },
      origin: '',
      carrier: null,
    },
  });
  const [isFund, isCredit, day] = useWatch({ control, name: ['isFund', 'isCredit', 'date'] });

  const submit = handleSubmit(async (values) => {
    const body: CreateIncomeBody = {
      ...values,
      responsible: values.isFund ? values.responsible : undefined,
      origin: values.isFund ? values.origin : undefined,
      carrier: values.isCredit ? values.carrier : undefined,
    };
    try {
      await onSubmit(body);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, serverFields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DateField control={control} name="date" label="Fecha" withAsterisk />
        <RateOfDay day={day} />
        <TextInput
          label="Motivo"
          withAsterisk
          maxLength={300}
          error={errors.reasonForAdmission?.message}
          {...register('reasonForAdmission')}
        />
        <AmountField control={control} name="incomeAmountBs" label="Monto (Bs)" kind="bs" withAsterisk />
        <Checkbox
          label="Registro de fondo"
          {...register('isFund', {
            // Hidden fields say nothing: their messages go with them.
            onChange: (event: { target: HTMLInputElement }) => {
              if (!event.target.checked) clearErrors([...fundFields]);
            },
          })}
        />
        {isFund && (
          <Fieldset legend="Fondo">
            <Stack gap="md">
              <TextInput
                label="Nombres del responsable"
                withAsterisk
                maxLength={60}
                error={errors.responsible?.firstNames?.message}
                {...register('responsible.firstNames')}
              />
              <TextInput
                label="Apellidos del responsable"
                withAsterisk
                maxLength={60}
                error={errors.responsible?.lastNames?.message}
                {...register('responsible.lastNames')}
              />
              <TextInput
                label="Origen"
                withAsterisk
                maxLength={200}
                error={errors.origin?.message}
                {...register('origin')}
              />
            </Stack>
          </Fieldset>
        )}
        <Checkbox
          label="Registro de crédito"
          {...register('isCredit', {
            onChange: (event: { target: HTMLInputElement }) => {
              if (!event.target.checked) clearErrors('carrier');
            },
          })}
        />
        {isCredit && (
          <Controller
            control={control}
            name="carrier"
            render={({ field, fieldState }) => (
              <Suspense
                fallback={<TextInput label="Transportista" withAsterisk disabled placeholder="Cargando…" />}
              >
                <CarrierPicker
                  value={carrier}
                  onChange={(next) => {
                    setCarrier(next);
                    field.onChange(next?.id ?? null);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              </Suspense>
            )}
          />
        )}
        <Group mt="sm">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Registrar
          </Button>
          <Button component={Link} to={paths.admin.incomes} variant="default" disabled={isSubmitting}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
