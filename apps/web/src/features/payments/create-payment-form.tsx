import { useForm, useWatch } from 'react-hook-form';
import { businessDate, messages, terms, type createPaymentBody } from '@app/domain';
import type { z } from 'zod';
import { AmountField } from '../../components/amount-field';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { TextField } from '../../components/text-field';
import { RateOfDay, usePriceOn } from '../prices';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import type { PaymentReport } from './post-payment';

interface CreatePaymentFormProps {
  /** The unpaid loan being paid; undefined (loading, or none) disables the form. */
  loanId: number | undefined;
  /** Sends the report; a rejection is toasted here and its per-field messages shown under the fields. */
  onSubmit: (body: PaymentReport) => Promise<unknown>;
}

type Body = typeof createPaymentBody;
// The schema (and zod) after the page: the form is usable before it arrives.
const resolver = lazySchemaResolver<z.input<Body>, z.output<Body>>(() =>
  import('./payment-schema').then((module) => module.createPaymentBody),
);

/** Spec: agregar-pago's fields, amount Bs, payment date (not after today) and numeric reference. */
export function CreatePaymentForm({ loanId, onSubmit }: CreatePaymentFormProps) {
  const today = businessDate();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Body>, unknown, z.output<Body>>({
    resolver,
    mode: 'onTouched',
    // Most carriers report the transfer the day they make it.
    defaultValues: { amount: undefined, date: today, voucherCode: '' },
  });
  const disabled = isSubmitting || loanId === undefined;
  const day = useWatch({ control, name: 'date' });
  // The rate line under the date already says when the day has no rate: that is the one place it is said.
  const dayHasNoRate = usePriceOn(day).data === null;

  const submit = handleSubmit(async ({ amount, date, voucherCode }) => {
    if (loanId === undefined) return;
    if (dayHasNoRate) return setFocus('date');
    try {
      await onSubmit({ amount, date, voucherCode, loan: loanId });
    } catch (error) {
      // No rate for that day: said under the field (the rate line may not have loaded), never in a toast too.
      if (error instanceof ApiError && error.message === messages.noRateOnDate)
        return setError('date', { type: 'server', message: error.message }, { shouldFocus: true });
      notifyError(error);
      setFieldErrors(error, setError, ['amount', 'date', 'voucherCode']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <AmountField
        control={control}
        name="amount"
        label="Monto (Bs)"
        kind="bs"
        withAsterisk
        disabled={disabled}
      />
      <DateField
        control={control}
        name="date"
        label="Fecha de pago"
        withAsterisk
        mt="md"
        disabled={disabled}
      />
      {/* The ₽ this payment counts for are its Bs at the rate of the payment date. */}
      {errors.date?.message !== messages.noRateOnDate && <RateOfDay day={day} />}
      <TextField
        label={terms.referenceOnForm}
        description="El número de la transferencia o pago móvil."
        withAsterisk
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        mt="md"
        disabled={disabled}
        error={errors.voucherCode?.message}
        {...register('voucherCode')}
      />
      <Button type="submit" mt="lg" loading={isSubmitting} disabled={disabled}>
        Enviar pago
      </Button>
    </form>
  );
}
