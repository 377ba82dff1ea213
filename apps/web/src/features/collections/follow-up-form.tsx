import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { followUpBody, followUpChannels, type FollowUpBody } from '@app/domain';
import { DateField } from '../../components/date-field';
import { AmountField } from '../../components/amount-field';
import { ChoiceSelect } from '../../components/choice-select';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { FormActions } from '../../components/form-actions';

interface FollowUpFormProps {
  /** Sends the follow-up; the modal toasts and closes on success, the form shows a failure. */
  onSubmit: (body: FollowUpBody) => Promise<unknown>;
  onCancel: () => void;
}

const fieldNames = ['channel', 'note', 'promiseDate', 'promiseAmountBs'] as const;

/**
 * A contact with the carrier: the channel, what was said and, when the carrier promised to pay,
 * the day and the Bs (both or neither; the shared schema says which is missing).
 */
export function FollowUpForm({ onSubmit, onCancel }: FollowUpFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: schemaResolver(followUpBody),
    mode: 'onTouched',
    defaultValues: { channel: 'Llamada', note: '', promiseDate: undefined, promiseAmountBs: undefined },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="channel"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label="Canal"
              withAsterisk
              data={followUpChannels}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Nota"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          data-autofocus
          error={errors.note?.message}
          {...register('note')}
        />
        <div>
          <Text size="sm" fw={500}>
            Promesa de pago
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            Opcional: el día y el monto que el transportista se comprometió a pagar.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <DateField control={control} name="promiseDate" label="Fecha de la promesa" optional />
            <AmountField control={control} name="promiseAmountBs" label="Monto prometido (Bs)" kind="bs" />
          </SimpleGrid>
        </div>
        <FormActions submitLabel="Registrar" onCancel={onCancel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
