import '@mantine/core/styles/SimpleGrid.css';
import { Button, SimpleGrid, TextInput, Title } from '@mantine/core';
import { DateField } from '../../components/date-field';
import { ChoiceSelect } from '../../components/choice-select';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import {
  affiliateBody,
  affiliateStatuses,
  genders,
  serviceTypes,
  vehicleBrands,
  vehicleTypes,
  type AffiliateBody,
  type AmountKind,
  type OrganizationOption,
} from '@app/domain';
import { AmountField } from '../../components/amount-field';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useOrganizationOptions } from './get-organization-options';

/** What the create form starts with: blank texts, nothing chosen, status Activo. */
export const blankAffiliate: DefaultValues<AffiliateBody> = {
  firstNames: '',
  lastNames: '',
  dni: '',
  rif: '',
  email: '',
  phoneNumber: '',
  homeAddress: '',
  birthdate: '',
  municipality: '',
  status: 'Activo',
  vehicleModel: '',
  vehiclePlate: '',
  vehicleColor: '',
  vehicleBodySerialNumber: '',
  vehicleMotorSerialNumber: '',
  vehicleTypeOil: '',
  vehicleBattery: '',
};

type ChoiceField = 'gender' | 'status' | 'typeService' | 'vehicleType' | 'vehicleBrand';
type NumberField = 'vehicleYear' | 'vehicleLtsOil' | 'vehicleRubber';

const formFields = Object.keys(affiliateBody.shape) as (keyof AffiliateBody)[];

interface AffiliateFormProps {
  defaultValues: DefaultValues<AffiliateBody>;
  submitLabel: 'Registrar' | 'Editar';
  /** The affiliate's current organization, shown even if it has since been retired (left the options). */
  currentOrganization?: OrganizationOption;
  /** Sends the body; a rejection is toasted here and its per-field messages shown under the fields. */
  onSubmit: (body: AffiliateBody) => Promise<unknown>;
}

/** Spec: the affiliate form, sections 'Datos Personales' and 'Datos Del Vehículo', every field required. */
export function AffiliateForm({
  defaultValues,
  submitLabel,
  currentOrganization,
  onSubmit,
}: AffiliateFormProps) {
  const organizations = useOrganizationOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AffiliateBody>({
    resolver: schemaResolver(affiliateBody),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, formFields);
    }
  });

  const options = organizations.data ?? [];
  const organizationData = [
    ...options,
    ...(currentOrganization && !options.some((o) => o.id === currentOrganization.id)
      ? [currentOrganization]
      : []),
  ].map((o) => ({ value: String(o.id), label: o.name }));

  const choice = (name: ChoiceField, label: string, data: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceSelect
          label={label}
          withAsterisk
          data={data}
          value={field.value ?? undefined}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  const number = (name: NumberField, label: string, kind: AmountKind) => (
    <AmountField control={control} name={name} label={label} kind={kind} withAsterisk />
  );

  const text = (
    name: Exclude<keyof AffiliateBody, ChoiceField | NumberField | 'organization'>,
    label: string,
  ) => <TextInput label={label} withAsterisk error={errors[name]?.message} {...register(name)} />;

  return (
    <form onSubmit={submit} noValidate>
      <Title order={3} size="h4" mb="sm">
        Datos Personales
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {text('firstNames', 'Nombres')}
        {text('lastNames', 'Apellidos')}
        <TextInput
          label="Cédula"
          withAsterisk
          inputMode="numeric"
          maxLength={8}
          error={errors.dni?.message}
          {...register('dni')}
        />
        <TextInput
          label="RIF"
          withAsterisk
          placeholder="V123456789"
          maxLength={10}
          error={errors.rif?.message}
          {...register('rif')}
        />
        <TextInput
          label="Correo"
          type="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          withAsterisk
          placeholder="+584121234567"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        {text('homeAddress', 'Dirección de habitación')}
        <DateField control={control} name="birthdate" label="Fecha de nacimiento" withAsterisk />
        {choice('gender', 'Género', genders)}
        {text('municipality', 'Municipio')}
        <Controller
          control={control}
          name="organization"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label="Organización"
              withAsterisk
              placeholder={organizations.isPending ? 'Cargando…' : 'Seleccione'}
              data={organizationData}
              value={field.value === undefined ? undefined : String(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {choice('status', 'Estado', affiliateStatuses)}
      </SimpleGrid>

      <Title order={3} size="h4" mt="xl" mb="sm">
        Datos Del Vehículo
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {choice('typeService', 'Tipo de servicio', serviceTypes)}
        {choice('vehicleType', 'Tipo de vehículo', vehicleTypes)}
        {choice('vehicleBrand', 'Marca', vehicleBrands)}
        {text('vehicleModel', 'Modelo')}
        {number('vehicleYear', 'Año', 'year')}
        {text('vehiclePlate', 'Placa')}
        {text('vehicleColor', 'Color')}
        {text('vehicleBodySerialNumber', 'Serial de carrocería')}
        {text('vehicleMotorSerialNumber', 'Serial del motor')}
        <TextInput
          label="Tipo de aceite"
          withAsterisk
          placeholder="5w-30"
          error={errors.vehicleTypeOil?.message}
          {...register('vehicleTypeOil')}
        />
        {number('vehicleLtsOil', 'Litros de aceite', 'measure')}
        <TextInput
          label="Batería"
          withAsterisk
          placeholder="45Ah"
          error={errors.vehicleBattery?.message}
          {...register('vehicleBattery')}
        />
        {number('vehicleRubber', 'Número de cauchos', 'count')}
      </SimpleGrid>

      <Button type="submit" mt="xl" loading={isSubmitting} disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
