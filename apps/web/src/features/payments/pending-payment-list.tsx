import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { terms } from '@app/domain';
import { formatBs, formatDate } from '../../lib/format';
import { pendingSnapshot, subscribePending } from './pending-payments';

// A page pre-rendered at build time has no phone's list: hydrating draws none, then the phone's.
const noPending = () => [];

/** The carrier's payments kept on the phone until the connection returns, above the ones sent. */
export function PendingPaymentList() {
  const pending = useSyncExternalStore(subscribePending, pendingSnapshot, noPending);
  if (pending.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      mb="xs"
      p={0}
      maw={720}
      style={{ listStyle: 'none' }}
      aria-label="Pagos pendientes de envío"
    >
      {pending.map(({ key, body }) => (
        <Paper component="li" key={key} withBorder p="sm" bg="gray.0">
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatBs(body.amount)} Bs
            </Text>
            <Badge variant="light" tt="none" color="gray" miw="max-content">
              Pendiente de envío
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {terms.reference} {body.voucherCode} · {formatDate(body.date)}
          </Text>
          <Text size="xs" c="dimmed">
            Se enviará solo al volver la conexión.
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
