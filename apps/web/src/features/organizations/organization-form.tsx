import '@mantine/core/styles/SimpleGrid.css';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '../../components/date-field';
import { ChoiceSelect } from '../../components/choice-select';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { organizationBody, organizationTypes, type OrganizationBody } from '@app/domain';
import { AmountField } from '../../components/amount-field';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';

/** What the create form starts with: blank texts, no type chosen, no counts. */
export const blankOrganization: DefaultValues<OrganizationBody> = {
  name: '',
  rif: '',
  fiscalAddress: '',
  recordName: '',
  recordDate: '',
  modalityServices: '',
  recordNumber: '',
  recordVolume: '',
  recordInvoice: '',
  certificationServices: '',
  code: '',
  numberAssociates: undefined,
  numberAffiliates: undefined,
};

const counts = [
  ['numberAssociates', 'Número de asociados'],
  ['numberAffiliates', 'Número de afiliados'],
] as const;

const formFields = Object.keys(organizationBody.shape) as (keyof OrganizationBody)[];

interface OrganizationFormProps {
  defaultValues: DefaultValues<OrganizationBody>;
  submitLabel: 'Registrar' | 'Editar';
  /** Sends the body; a rejection is toasted here and its per-field messages shown under the fields. */
  onSubmit: (body: OrganizationBody) => Promise<unknown>;
}

/** Every organization field (spec section 5, "Organization"): the create and edit pages share it. */
export function OrganizationForm({ defaultValues, submitLabel, onSubmit }: OrganizationFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrganizationBody>({
    resolver: schemaResolver(organizationBody),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      // Blank optional fields are sent as null, so an edit can clear them.
      await onSubmit({
        ...values,
        certificationServices: values.certificationServices || null,
        code: values.code || null,
        numberAssociates: values.numberAssociates ?? null,
        numberAffiliates: values.numberAffiliates ?? null,
      });
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, formFields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="Nombre" withAsterisk error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label="Tipo"
              withAsterisk
              data={organizationTypes}
              value={field.value ?? undefined}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label="RIF"
          withAsterisk
          placeholder="J123456789"
          maxLength={10}
          error={errors.rif?.message}
          {...register('rif')}
        />
        <TextInput
          label="Dirección fiscal"
          withAsterisk
          error={errors.fiscalAddress?.message}
          {...register('fiscalAddress')}
        />
        <TextInput
          label="Nombre del registro"
          withAsterisk
          error={errors.recordName?.message}
          {...register('recordName')}
        />
        <DateField control={control} name="recordDate" label="Fecha de registro" withAsterisk />
        <TextInput
          label="Modalidad de servicios"
          withAsterisk
          error={errors.modalityServices?.message}
          {...register('modalityServices')}
        />
        <TextInput
          label="Número de registro"
          withAsterisk
          error={errors.recordNumber?.message}
          {...register('recordNumber')}
        />
        <TextInput
          label="Tomo"
          withAsterisk
          error={errors.recordVolume?.message}
          {...register('recordVolume')}
        />
        <TextInput
          label="Folio"
          withAsterisk
          error={errors.recordInvoice?.message}
          {...register('recordInvoice')}
        />
        <TextInput
          label="CPS"
          error={errors.certificationServices?.message}
          {...register('certificationServices')}
        />
        <TextInput label="Código" error={errors.code?.message} {...register('code')} />
        {counts.map(([name, label]) => (
          <AmountField key={name} control={control} name={name} label={label} kind="count" />
        ))}
      </SimpleGrid>
      <Button type="submit" mt="lg" loading={isSubmitting} disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
