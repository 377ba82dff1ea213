import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Box, Group, Modal, Stack, Text } from '@mantine/core';
import { messages, terms, type Loan } from '@app/domain';
import { formatBs, formatDate } from '../../lib/format';
import { PaymentStatusBadge } from './own-loan-badges';

interface OwnLoanPaymentsModalProps {
  opened: boolean;
  onClose: () => void;
  payments: Loan['paymentHistory'];
}

/** Spec: the 'Pagos' modal, the loan's payment history: amount Bs, confirmation code and date. */
export default function OwnLoanPaymentsModal({ opened, onClose, payments }: OwnLoanPaymentsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Pagos" centered>
      {payments.length === 0 ? (
        <Text ta="center" c="dimmed" py="md">
          {messages.emptyList}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {payments.map((payment, index) => (
            <Box
              component="li"
              key={`${payment.voucherCode}-${index}`}
              py="xs"
              style={index ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatBs(payment.amountInBs)} Bs
                </Text>
                <PaymentStatusBadge status={payment.status} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" size="sm">
                  {terms.reference}:{' '}
                </Text>
                {payment.voucherCode}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Fecha:{' '}
                </Text>
                {formatDate(payment.date)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
