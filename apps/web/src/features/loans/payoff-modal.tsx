import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
import { Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { businessDate, isCalendarDate, messages } from '@app/domain';
import { dayFault } from '../../lib/day-text';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import { ApiError } from '../../lib/api-client';
import { bsText, formatDay, rateText, unitText } from '../../lib/format';
import { usePayoff } from './get-payoff';

interface PayoffModalProps {
  loanId: number;
  opened: boolean;
  onClose: () => void;
}

/** 'Liquidación': what settles the loan on a day (today by default, never a past one), in the unit and in Bs. */
export default function PayoffModal({ loanId, opened, onClose }: PayoffModalProps) {
  const today = businessDate();
  const [date, setDate] = useState(today);
  const [left, setLeft] = useState(false);
  const valid = isCalendarDate(date) && date >= today;
  // A half-typed date is told once the field is left; a whole one at once.
  const fault = date ? dayFault(date) : undefined;
  const shape = fault && messages.dayFault[fault];
  const problem = shape
    ? left || date.length >= 10
      ? shape
      : undefined
    : date && !valid
      ? messages.payoffDateInPast
      : undefined;
  const payoff = usePayoff(loanId, date, opened && valid);
  let body;
  if (!valid) body = null;
  else if (payoff.isPending) body = <Skeleton height={72} aria-busy />;
  else if (payoff.isError)
    body = (
      <Text c="red.7" size="sm" role="alert">
        {payoff.error instanceof ApiError ? payoff.error.message : messages.genericError}
      </Text>
    );
  else
    body = (
      <Paper withBorder p="md" role="group" aria-label="Monto de liquidación">
        <Text size="sm" c="dimmed">
          Cancela el préstamo el {formatDay(payoff.data.date)}
        </Text>
        <Text fw={700} fz="xl" style={{ whiteSpace: 'nowrap' }} data-payoff-petro>
          {unitText(payoff.data.payoffPetro)}
        </Text>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-payoff-bs>
          {bsText(payoff.data.payoffBs)}
        </Text>
        <Text size="xs" c="dimmed">
          A la tasa de {rateText(payoff.data.rate)}, si no se paga nada antes. Incluye los recargos por mora
          que se habrán cobrado para ese día.
        </Text>
      </Paper>
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Liquidación" centered>
      <Stack gap="md">
        <DateInput
          label="Fecha de pago"
          value={date}
          onChange={setDate}
          onBlur={() => setLeft(true)}
          error={problem}
          data-autofocus
        />
        {body}
      </Stack>
    </Modal>
  );
}
