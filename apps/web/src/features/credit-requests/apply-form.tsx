import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Fieldset, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messages, publicRequestBody, type CreatedCreditRequest } from '@app/domain';
import { AmountField } from '../../components/amount-field';
import { PublicCurrentRate } from '../prices';
import { readAmountText } from '../../components/amount-input';
import { ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { applicationSections, applicationTexts } from './apply-fields';
import { useAffiliateLookup } from './apply-lookup';
import { postCreditRequest, type CreditRequestBody } from './apply-request';
import { ApplicationConfirmation } from './application-confirmation';
import { useKeyedSend } from '../../lib/submission-key';

/** Spec section 9: the application's error toast stays 6000 ms (others 4000). */
const APPLICATION_ERROR_MS = 6000;

export interface ApplyFormProps {
  /** What was typed in the landing's stand-in before this form loaded, as text. */
  typed?: { dni: string; amount: string };
  /**
   * What the confirmation offers once the application is stored (the landing's documents step), for
   * its affiliate (the lookup's; null when the lookup had not answered).
   */
  attachments?: (request: CreatedCreditRequest, affiliateId: number | null) => ReactNode;
}

/** The public application's body (the shared `publicRequestBody`): the cédula and the amount in Bs. */
type ApplyValues = { dni: string; amount: number };

/**
 * The landing's application (spec section 3): the cédula fills the affiliate's data read-only, the
 * applicant adds the amount in Bs. The server reads the stored affiliate, so only { dni, amount } is sent.
 */
export default function ApplyForm({ typed = { dni: '', amount: '' }, attachments }: ApplyFormProps) {
  const [pending, setPending] = useState(false);
  // Issue 16: once stored, the request's confirmation takes the form's place (no new route).
  const [received, setReceived] = useState<{
    request: CreatedCreditRequest;
    email: string | null;
    affiliateId: number | null;
  } | null>(null);
  // What the stand-in held seeds the amount's text once; the form shown again after a confirmation starts empty.
  const [amountText, setAmountText] = useState(typed.amount);
  // The landing's token is never the applicant's: sent without one.
  const apply = useKeyedSend((body: CreditRequestBody, key: string) =>
    postCreditRequest(body, key, { auth: false }),
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ApplyValues>({
    resolver: schemaResolver(publicRequestBody),
    // Spec: errors under a field appear only after the field has been touched.
    mode: 'onTouched',
    // Read here, not in the stand-in: the parser stays out of the landing's first load.
    defaultValues: { dni: typed.dni, amount: readAmountText(typed.amount, 'bs') },
  });
  const dni = useWatch({ control, name: 'dni' });
  const { affiliate, searching } = useAffiliateLookup(dni.trim());

  const onSubmit = handleSubmit(async (body) => {
    setPending(true);
    try {
      const request = await apply(body);
      // The spec's success toast stays; the confirmation below says the rest.
      notifySuccess(messages.applicationSent);
      // The lookup's masked e-mail: the full address is never shown on the public page.
      const applicant = affiliate?.dni === body.dni ? affiliate : null;
      setReceived({ request, email: applicant?.email ?? null, affiliateId: applicant?.affiliateId ?? null });
      reset({ dni: '', amount: undefined });
      setAmountText('');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : messages.genericError;
      notifications.show({ color: 'red', message, autoClose: APPLICATION_ERROR_MS });
    } finally {
      setPending(false);
    }
  });

  if (received)
    return (
      <ApplicationConfirmation
        request={received.request}
        email={received.email}
        attachments={attachments?.(received.request, received.affiliateId)}
        onStartOver={() => {
          setReceived(null);
          // The button goes with the confirmation: the keyboard lands on the form's first field.
          setTimeout(() => setFocus('dni'));
        }}
      />
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Solicitud de crédito">
      {/* A native disabled fieldset locks every field and the button while the request is sent. */}
      <Fieldset variant="unstyled" disabled={pending}>
        <Stack gap="md">
          <TextInput
            label={applicationTexts.dni}
            description={applicationTexts.dniHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            rightSection={
              searching ? <Loader size="xs" role="status" aria-label="Buscando afiliado" /> : null
            }
            error={errors.dni?.message}
            {...register('dni')}
          />
          {applicationSections.map((section) => (
            <Stack key={section.title} gap="xs">
              <Title order={3} size="h5">
                {section.title}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
                {section.fields.map(({ name, label }) => (
                  <TextInput
                    key={name}
                    label={label}
                    value={affiliate ? String(affiliate[name]) : ''}
                    readOnly
                    variant="filled"
                    // Read-only: the keyboard goes from the cédula straight to the amount.
                    tabIndex={-1}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          <AmountField
            control={control}
            name="amount"
            label={applicationTexts.amount}
            kind="bs"
            initialText={amountText}
          />
          <PublicCurrentRate />
          <Button type="submit" loading={pending} fullWidth>
            {applicationTexts.submit}
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
