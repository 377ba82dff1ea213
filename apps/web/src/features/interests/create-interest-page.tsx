import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createInterestBody, messages } from '@app/domain';
import { paths } from '../../app/paths';
import { AmountInput } from '../../components/amount-input';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useCreateInterest } from './create-interest';

/** Spec: agregar-interes, a percent (required, positive, at most 100) and whether it is for defaulters. */
export function Component() {
  const navigate = useNavigate();
  const createInterest = useCreateInterest();
  const { control, register, handleSubmit } = useForm({
    resolver: schemaResolver(createInterestBody),
    mode: 'onTouched',
    defaultValues: { amount: undefined, applyOnLyMDefaulters: false },
  });

  const onSubmit = handleSubmit((body) =>
    createInterest.mutate(body, {
      onSuccess: () => {
        notifySuccess(messages.interestRegistered);
        navigate(paths.admin.interests);
      },
      onError: notifyError,
    }),
  );

  return (
    <FormCard title="Agregar interés" backTo={paths.admin.interests}>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <AmountInput
              label="Interés (%)"
              decimalScale={2}
              allowNegative={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Checkbox mt="md" label="Interés para morosos" {...register('applyOnLyMDefaulters')} />
        <Button type="submit" mt="lg" loading={createInterest.isPending} disabled={createInterest.isPending}>
          Registrar
        </Button>
      </form>
    </FormCard>
  );
}
