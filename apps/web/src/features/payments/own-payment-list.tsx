import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { messages, terms, type Payment } from '@app/domain';
import { DownloadButton } from '../../components/download-button';
import { formatBs, formatDate } from '../../lib/format';

const statusColor: Record<Payment['status'], string> = {
  'Por revisar': 'yellow',
  Aprobado: 'teal',
  Rechazado: 'red',
};

export function PaymentStatusBadge({ status }: { status: Payment['status'] }) {
  return (
    <Badge variant="light" tt="none" color={statusColor[status]} miw="max-content">
      {status}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/**
 * Spec: amount Bs, confirmation code, status and date, one stacked row per payment: a long bank
 * reference wraps inside its row instead of pushing a 360px page sideways.
 */
export function OwnPaymentList({ payments, loading }: { payments: Payment[] | undefined; loading: boolean }) {
  if (loading)
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  if (!payments?.length)
    return (
      <Text ta="center" c="dimmed" py="lg">
        {messages.emptyList}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" m={0} p={0} maw={720} style={{ listStyle: 'none' }}>
      {payments.map((payment) => (
        <Paper component="li" key={payment.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatBs(payment.amountInBs)} Bs
            </Text>
            <PaymentStatusBadge status={payment.status} />
          </Group>
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <Field label={terms.reference}>{payment.voucherCode}</Field>
            <Field label="Fecha">{formatDate(payment.date)}</Field>
          </Group>
          {payment.status === 'Aprobado' && (
            // The card's action at its bottom, full width and 44 px high: reachable by thumb.
            <DownloadButton
              path={`/api/payment/${payment.id}/receipt.pdf`}
              variant="light"
              mt="xs"
              h={44}
              fullWidth
            >
              Comprobante
            </DownloadButton>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
