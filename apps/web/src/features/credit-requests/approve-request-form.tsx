import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { DAYS_PER_INSTALLMENT, loanData, messages, type CreditRequest, type LoanData } from '@app/domain';
import { useCallback, useEffect, useRef } from 'react';
import { AmountField } from '../../components/amount-field';
import { RateInUse } from '../../components/rate-in-use';
import { formatBs, formatEnteredBsAt, rateText, unitText } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setLoanFieldErrors } from './set-loan-field-errors';
import { useLoanProposal } from './use-loan-proposal';
import { FormActions } from '../../components/form-actions';

/** The fields the proposal fills in, until the administrator types in them. */
type Proposed = 'amount' | 'feeNumbers' | 'creditDays';

interface ApproveRequestFormProps {
  request: CreditRequest;
  /** Sends the approval; the modal toasts and closes on success, the form shows a failure. */
  onSubmit: (data: LoanData) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The loan registration form: amount = the Bs requested at the current rate, installments from the
 * newest rule, 30 days each. Installments follow the amount and days follow installments, until the
 * admin types them.
 */
export function ApproveRequestForm({ request, onSubmit, onCancel }: ApproveRequestFormProps) {
  const requested = { bs: request.amountBsRequested, rate: request.rate };
  const { proposal, installments, price, rate, rule, loading, noRate } = useLoanProposal(requested);
  const edited = useRef(new Set<Proposed>());
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoanData>({
    resolver: schemaResolver(loanData),
    mode: 'onTouched',
    // Spec section 9: the modal starts at 1 installment and 30 days, until the proposal is known.
    defaultValues: {
      reasonForAdmission: '',
      amount: proposal?.amountBs,
      feeNumbers: proposal?.feeNumbers ?? 1,
      creditDays: proposal?.creditDays ?? DAYS_PER_INSTALLMENT,
    },
  });

  /** Sets a proposed value unless the admin typed that field; re-checks it only if it shows an error. */
  const propose = useCallback(
    (name: Proposed, value: number) => {
      if (edited.current.has(name)) return;
      setValue(name, value, { shouldValidate: getFieldState(name).invalid });
    },
    [setValue, getFieldState],
  );

  const followFees = useCallback(
    (fees: number | undefined) => {
      if (fees !== undefined && Number.isInteger(fees)) propose('creditDays', fees * DAYS_PER_INSTALLMENT);
    },
    [propose],
  );

  const followAmount = useCallback(
    (amountBs: number | undefined) => {
      const fees = amountBs === undefined ? null : installments(amountBs);
      if (fees !== null) propose('feeNumbers', fees);
      followFees(getValues('feeNumbers'));
    },
    [installments, propose, followFees, getValues],
  );

  // The rate and the rule arrived after the modal opened: fill in what the admin has not typed.
  useEffect(() => {
    if (!proposal) return;
    if (edited.current.has('amount')) {
      followAmount(getValues('amount'));
    } else {
      propose('amount', proposal.amountBs);
      propose('feeNumbers', proposal.feeNumbers);
      followFees(getValues('feeNumbers'));
    }
  }, [proposal, propose, followAmount, followFees, getValues]);

  const submit = handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      notifyError(error);
      setLoanFieldErrors(error, setError);
    }
  });

  const number = (name: Proposed, label: string, description: string, kind: 'bs' | 'count') => (
    <AmountField
      control={control}
      name={name}
      label={label}
      description={description}
      withAsterisk
      kind={kind}
      onValueChange={(value) => {
        edited.current.add(name);
        if (name === 'amount') followAmount(value);
        if (name === 'feeNumbers') followFees(value);
      }}
    />
  );

  const { firstNames, lastNames, dni } = request.affiliate;
  let amountHint = 'Cargando la tasa y la regla vigentes…';
  if (proposal && rate !== undefined) {
    // While the rate holds the proposal is exactly the Bs typed; after a change, in proportion.
    const sameRate = rate === request.rate;
    amountHint = sameRate
      ? `Propuesto: lo solicitado, ${formatBs(proposal.amountBs)} Bs.`
      : `Propuesto: ${formatBs(proposal.amountBs)} Bs, lo solicitado (${formatBs(request.amountBsRequested)} Bs a ${rateText(request.rate)}) a la tasa vigente.`;
  } else if (!loading) amountHint = noRate ? messages.noRateYet : 'No se pudo calcular la propuesta.';
  let feesHint = '';
  if (rule === null) feesHint = 'Sin regla de cuota registrada: 1 cuota.';
  else if (rule !== undefined)
    feesHint = `Regla vigente: ${formatEnteredBsAt({ bs: rule.amountBs, rate: rule.rate }, rate)} Bs (${unitText(rule.amountInPetro)}) por cuota.`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>
            {firstNames} {lastNames}
          </Text>
          <Text size="sm" c="dimmed">
            Cédula {dni} · Solicitó {formatBs(request.amountBsRequested)} Bs ({unitText(request.amount)})
          </Text>
        </div>
        <Textarea
          label="Motivo"
          withAsterisk
          autosize
          minRows={2}
          maxRows={5}
          data-autofocus
          error={errors.reasonForAdmission?.message}
          {...register('reasonForAdmission')}
        />
        {number('amount', 'Monto a otorgar (Bs)', amountHint, 'bs')}
        <RateInUse price={price} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {number('feeNumbers', 'Número de cuotas', feesHint, 'count')}
          {number('creditDays', 'Días de crédito', `${DAYS_PER_INSTALLMENT} días por cuota.`, 'count')}
        </SimpleGrid>
        <FormActions submitLabel="Registrar" onCancel={onCancel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
