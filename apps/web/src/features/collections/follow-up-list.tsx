import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { messages, type FollowUp } from '@app/domain';
import { formatDateTime } from '../../lib/format';
import { useFollowUps } from './get-follow-ups';
import { PromiseLine } from './promise-badge';

function FollowUpItem({ followUp: f, first }: { followUp: FollowUp; first: boolean }) {
  return (
    <Box
      component="li"
      py="xs"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" gap="xs" align="flex-start">
        <Group gap="xs">
          <Badge variant="outline" tt="none" color="blue" miw="max-content">
            {f.channel}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(f.createdAt)} · {f.adminName}
          </Text>
        </Group>
        {f.promiseDate && f.promiseAmountBs !== null && f.promiseStatus && (
          <PromiseLine date={f.promiseDate} amountBs={f.promiseAmountBs} status={f.promiseStatus} />
        )}
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {f.note}
      </Text>
    </Box>
  );
}

/** A loan's follow-ups, newest first: channel, when and who, the note, and the promise with its status. */
export function FollowUpList({ loanId }: { loanId: number }) {
  const followUps = useFollowUps(loanId);
  if (followUps.isPending)
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  // A failed read shows the empty message too (spec section 8).
  if (!followUps.data?.length)
    return (
      <Text size="sm" c="dimmed">
        {messages.emptyList}
      </Text>
    );
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Seguimientos">
      {followUps.data.map((f, i) => (
        <FollowUpItem key={f.id} followUp={f} first={i === 0} />
      ))}
    </Stack>
  );
}
