import { Button } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bsPerUnit, createPriceBody, messages, unitPriceLabel } from '@app/domain';
import { paths } from '../../app/paths';
import { AmountField } from '../../components/amount-field';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { useCreatePrice } from './create-price';
import { schemaResolver } from '../../lib/schema-resolver';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar tasa' };

/** Spec: agregar-tasa, one amount field ('Solo cifras positivas.'); success goes back to the list. */
export function Component() {
  const navigate = useNavigate();
  const createPrice = useCreatePrice();
  const { control, handleSubmit } = useForm({
    resolver: schemaResolver(createPriceBody),
    mode: 'onTouched',
    defaultValues: { amount: undefined },
  });

  const onSubmit = handleSubmit((body) =>
    createPrice.mutate(body, {
      onSuccess: (answer) => {
        if (isHeld(answer)) notifyHeld();
        else notifySuccess(messages.rateRegistered);
        navigate(paths.admin.prices);
      },
      onError: notifyError,
    }),
  );

  return (
    <FormCard title="Agregar tasa" backTo={paths.admin.prices}>
      <form onSubmit={onSubmit} noValidate>
        <AmountField
          control={control}
          name="amount"
          label={bsPerUnit()}
          description={unitPriceLabel()}
          kind="rate"
        />
        <Button type="submit" mt="lg" loading={createPrice.isPending} disabled={createPrice.isPending}>
          Registrar
        </Button>
      </form>
    </FormCard>
  );
}
