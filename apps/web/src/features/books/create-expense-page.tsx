import { Button, Stack, TextInput } from '@mantine/core';
import { createExpenseBody, messages } from '@app/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { DateField } from '../../components/date-field';
import { AmountField } from '../../components/amount-field';
import { RateOfDay } from '../prices';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useCreateExpense } from './create-expense';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar egreso' };

/** Spec: agregar-nuevo-egreso, date (not after today), reason and amount in Bs; success goes back to the list. */
export function Component() {
  const navigate = useNavigate();
  const createExpense = useCreateExpense();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(createExpenseBody),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    defaultValues: { date: '', reasonForAdmission: '', incomeAmount: undefined },
  });
  const day = useWatch({ control, name: 'date' });

  const onSubmit = handleSubmit((body) =>
    createExpense.mutate(body, {
      onSuccess: (answer) => {
        if (isHeld(answer)) notifyHeld();
        else notifySuccess(messages.expenseCreated);
        navigate(paths.admin.expenses);
      },
      onError: (error) => {
        notifyError(error);
        setFieldErrors(error, setError, ['date', 'reasonForAdmission', 'incomeAmount']);
      },
    }),
  );

  return (
    <FormCard title="Agregar egreso" backTo={paths.admin.expenses}>
      <form onSubmit={onSubmit} noValidate>
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
          <AmountField control={control} name="incomeAmount" label="Monto (Bs)" kind="bs" withAsterisk />
          <Button
            type="submit"
            mt="sm"
            loading={createExpense.isPending}
            disabled={createExpense.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Registrar
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
