import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { ReasonField } from '../../components/reason-field';
import { useForm } from 'react-hook-form';
import { DAYS_PER_INSTALLMENT, rescheduleBody, type RescheduleBody } from '@app/domain';
import { useRef } from 'react';
import { AmountField } from '../../components/amount-field';
import { schemaResolver } from '../../lib/schema-resolver';

interface RescheduleFormProps {
  /** What the form starts with (the installments still unpaid), or the values typed before 'Volver'. */
  defaults: RescheduleBody;
  /** Goes on to the confirmation with valid values. */
  onContinue: (body: RescheduleBody) => void;
  onCancel: () => void;
}

/** The new terms: installments, credit days (30 per installment until typed) and the reason. */
export function RescheduleForm({ defaults, onContinue, onCancel }: RescheduleFormProps) {
  const daysTyped = useRef(false);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(rescheduleBody), mode: 'onTouched', defaultValues: defaults });

  return (
    <form onSubmit={handleSubmit(onContinue)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <AmountField
            control={control}
            name="feeNumbers"
            label="Cuotas"
            kind="count"
            withAsterisk
            data-autofocus
            onValueChange={(fees) => {
              if (daysTyped.current || fees === undefined || !Number.isInteger(fees)) return;
              setValue('creditDays', fees * DAYS_PER_INSTALLMENT, {
                shouldValidate: getFieldState('creditDays').invalid,
              });
            }}
          />
          <AmountField
            control={control}
            name="creditDays"
            label="Días de crédito"
            description={`${DAYS_PER_INSTALLMENT} días por cuota.`}
            kind="count"
            withAsterisk
            onValueChange={() => {
              daysTyped.current = true;
            }}
          />
        </SimpleGrid>
        <ReasonField error={errors.reason?.message} {...register('reason')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit">Continuar</Button>
        </Group>
      </Stack>
    </form>
  );
}
