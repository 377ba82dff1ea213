import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  applicationNextSteps,
  applicationReceivedTitle,
  bsText,
  terms,
  unitText,
  type CreatedCreditRequest,
} from '@app/domain';
import { formatDateTime } from '../../lib/format';

export interface ApplicationConfirmationProps {
  /** The API's 201: the stored request (its number, date and amounts). */
  request: CreatedCreditRequest;
  /** Where the e-mail went, masked as the lookup showed it; null when the lookup had not answered. */
  email: string | null;
  /** Back to an empty form. */
  onStartOver: () => void;
  /** What the landing offers next (the documents step), after the application is safe. */
  attachments?: ReactNode;
}

/**
 * What the landing shows in place of the form once an application is stored (issue 16): its number,
 * what happens next and when (the same texts as the e-mail), and where the e-mail went.
 */
export function ApplicationConfirmation({
  request,
  email,
  onStartOver,
  attachments,
}: ApplicationConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form the visitor was in is gone: a screen reader starts again at the confirmation's heading,
    // scrolled to mid-screen, clear of the success toast (top on a phone, bottom-right elsewhere).
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);

  return (
    <Stack component="section" gap="sm" aria-labelledby="solicitud-recibida">
      <Title order={3} id="solicitud-recibida" ref={heading} tabIndex={-1}>
        {applicationReceivedTitle(request.id)}
      </Title>
      <Text>
        {terms.requested}: {bsText(request.amountBsRequested)} ({unitText(request.amount)}). Enviada el{' '}
        {formatDateTime(request.created)}.
      </Text>
      <Title order={4} size="h5">
        Qué sigue
      </Title>
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {applicationNextSteps(request.hasAccount).map((step) => (
          <li key={step}>
            <Text span>{step}</Text>
          </li>
        ))}
      </ol>
      <Text>
        {email
          ? `Te enviamos estos datos por correo a ${email}.`
          : 'Te enviamos estos datos al correo registrado del afiliado.'}
      </Text>
      {attachments}
      <Button variant="default" onClick={onStartOver} fullWidth>
        Volver al formulario
      </Button>
    </Stack>
  );
}
