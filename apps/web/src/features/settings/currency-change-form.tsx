import { Button, Stack, Title } from '@mantine/core';
import { ReasonField } from '../../components/reason-field';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  UNITS,
  UNIT_CODES,
  currencyChangeForm,
  messages,
  unitPlural,
  unitWords,
  type Currency,
  type CurrencyChangeForm as Values,
} from '@app/domain';
import { useState } from 'react';
import { ExactAmountField } from '../../components/exact-amount-field';
import { ChoiceSelect } from '../../components/choice-select';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { ApiError } from '../../lib/api-client';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useChangeCurrency } from './change-currency';
import { CurrencyPreview } from './currency-preview';
import { changeSentence } from './currency-texts';
import { useCurrencyPreview } from './get-currency-preview';

const FIELDS = ['code', 'factor', 'reason'] as const;

/** The form's values as typed (the factor as its field read it). */
type Typed = Partial<Record<(typeof FIELDS)[number], string>>;

const sameTyped = (a: Typed, b: Typed) => FIELDS.every((name) => a[name] === b[name]);

/** The API's Spanish message for a failed call; anything else (a bug, no connection) the generic one. */
const failureText = (error: unknown) => (error instanceof ApiError ? error.message : messages.genericError);

/**
 * 'Cambiar unidad de cuenta': the new unit, the factor against the current one and the reason;
 * 'Vista previa' asks the server what the change would convert, and only that preview, still
 * matching the form, can be confirmed, after a dialog that names the change in words.
 */
export function CurrencyChangeForm({ current }: { current: Currency }) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(currencyChangeForm),
    mode: 'onTouched',
    defaultValues: { code: undefined, factor: undefined, reason: '' },
  });
  const typed = useWatch({ control });
  // The preview belongs to the values it was asked for: any change to the form hides it until asked again.
  const [asked, setAsked] = useState<{ typed: Typed; body: Values } | null>(null);
  const body = asked && sameTyped(asked.typed, typed) ? asked.body : null;
  const preview = useCurrencyPreview(body && { code: body.code, factor: body.factor });
  const change = useChangeCurrency();
  const [confirming, setConfirming] = useState(false);

  const target = typed.code ? UNITS[typed.code] : undefined;
  const choices = UNIT_CODES.filter((code) => code !== current.code).map((code) => ({
    value: code,
    label: unitWords(UNITS[code]),
  }));
  const shown = body ? preview.data : undefined;
  const failure = body && preview.error ? preview.error : change.error;

  const onPreview = handleSubmit((values) => {
    change.reset();
    const now = getValues();
    // Asked again for the same values: the portfolio may have moved since.
    if (asked && sameTyped(asked.typed, now)) void preview.refetch();
    else setAsked({ typed: now, body: values });
  });

  const onConfirm = () => {
    if (!body) return;
    change.mutate(
      { ...body, from: current.code },
      {
        onSuccess: () => {
          setConfirming(false);
          setAsked(null);
          reset();
        },
        onError: (error) => {
          setConfirming(false);
          setFieldErrors(error, setError, FIELDS);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={onPreview} noValidate aria-label="Cambiar unidad de cuenta">
        <Stack gap="md">
          <Controller
            control={control}
            name="code"
            render={({ field, fieldState }) => (
              <ChoiceSelect
                label="Nueva unidad"
                withAsterisk
                data={choices}
                value={field.value ?? undefined}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <ExactAmountField
            control={control}
            name="factor"
            kind="factor"
            withAsterisk
            label={
              target
                ? `1 ${current.symbol} equivale a … ${target.symbol}`
                : `1 ${current.symbol} equivale a …`
            }
            description={
              target
                ? `Cuántos ${unitPlural(target)} vale 1 ${current.name}; por ejemplo 60 o 60,5.`
                : 'Elige primero la nueva unidad.'
            }
          />
          <ReasonField error={errors.reason?.message} {...register('reason')} />
          {failure && <Notice color="red">{failureText(failure)}</Notice>}
          <Button
            type="submit"
            variant={shown ? 'default' : 'filled'}
            loading={body !== null && preview.isFetching}
            style={{ alignSelf: 'flex-start' }}
          >
            Vista previa
          </Button>
        </Stack>
      </form>
      {shown && (
        <Stack gap="sm" component="section" aria-labelledby="vista-previa-unidad">
          <Title order={4} size="h5" id="vista-previa-unidad">
            Vista previa
          </Title>
          <CurrencyPreview preview={shown} />
          <Button onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
            Confirmar cambio
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        message={confirming && shown ? changeSentence(shown.from, shown.to, shown.factor) : null}
        confirmLabel="Confirmar"
        pending={change.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
