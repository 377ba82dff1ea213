import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createInterestBody, messages } from '@app/domain';
import { paths } from '../../app/paths';
import { AmountField } from '../../components/amount-field';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useCreateInterest } from './create-interest';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar interés' };

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
        <AmountField control={control} name="amount" label="Interés (%)" kind="percent" />
        <Checkbox mt="md" label="Interés para morosos" {...register('applyOnLyMDefaulters')} />
        <Button type="submit" mt="lg" loading={createInterest.isPending} disabled={createInterest.isPending}>
          Registrar
        </Button>
      </form>
    </FormCard>
  );
}
