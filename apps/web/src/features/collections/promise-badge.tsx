import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import type { PromiseStatus } from '@app/domain';
import { formatBs, formatDay } from '../../lib/format';

const promiseColors: Record<PromiseStatus, string> = {
  pendiente: 'yellow',
  cumplida: 'teal',
  incumplida: 'red',
};

const promiseLabels: Record<PromiseStatus, string> = {
  pendiente: 'Pendiente',
  cumplida: 'Cumplida',
  incumplida: 'Incumplida',
};

/** A promise to pay as judged today: pending, kept or broken. */
export function PromiseBadge({ status }: { status: PromiseStatus }) {
  return (
    <Badge variant="light" tt="none" color={promiseColors[status]} miw="max-content">
      {promiseLabels[status]}
    </Badge>
  );
}

/** A promise in one line that wraps as wholes: its day, its Bs and its status. */
export function PromiseLine({
  date,
  amountBs,
  status,
}: {
  date: string;
  amountBs: number;
  status: PromiseStatus;
}) {
  return (
    <Group gap={6} wrap="wrap" data-promise>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(date)} · {formatBs(amountBs)} Bs
      </Text>
      <PromiseBadge status={status} />
    </Group>
  );
}
