import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Box, Select } from '@mantine/core';
import { paymentStatuses, type Payment } from '@app/domain';
import { useCan } from '../../lib/permissions';

const statusColors: Record<Payment['status'], string> = {
  'Por revisar': 'yellow.6',
  Aprobado: 'teal.6',
  Rechazado: 'red.6',
};

interface PaymentStatusSelectProps {
  payment: Payment;
  /** True while this row's decision is being sent. */
  pending: boolean;
  onDecide: (payment: Payment, status: 'Aprobado' | 'Rechazado') => void;
}

/** A row's status: shows the server's value only; choosing sends it at once; Aprobado and Rechazado lock it. */
export function PaymentStatusSelect({ payment, pending, onDecide }: PaymentStatusSelectProps) {
  const decided = payment.status !== 'Por revisar';
  // Without payments.decide the status is only shown, locked as a decided one is.
  const mayDecide = useCan('payments.decide');
  return (
    <Select
      aria-label={`Estado del pago ${payment.voucherCode} de ${payment.carrier.firstNames} ${payment.carrier.lastNames}`}
      data={paymentStatuses}
      value={payment.status}
      allowDeselect={false}
      disabled={decided || pending || !mayDecide}
      onChange={(value) => {
        if (value === 'Aprobado' || value === 'Rechazado') onDecide(payment, value);
      }}
      leftSection={<Box w={8} h={8} bg={statusColors[payment.status]} style={{ borderRadius: '50%' }} />}
      // A locked status is still information: greyed background, but legible text.
      styles={{ input: { opacity: 1, color: 'var(--mantine-color-text)' } }}
      size="xs"
      w={150}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
