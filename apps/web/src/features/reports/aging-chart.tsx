import { Group, Stack, Text } from '@mantine/core';
import type { PortfolioReport } from '@app/domain';
import { formatCount, unitText } from '../../lib/format';
import { chartColors } from './chart-legend';

/** Days past due of the oldest unpaid installment: one bar per bucket, as wide as its share of the unit. */
export function AgingChart({ aging }: { aging: PortfolioReport['aging'] }) {
  const top = Math.max(...aging.map((a) => a.outstandingPetro), 0);
  return (
    <Stack gap="sm" role="list" aria-label="Antigüedad de la mora">
      {aging.map((a) => (
        <div key={a.bucket} role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {a.bucket} días
            </Text>
            <Text size="sm" c="dimmed" ta="right">
              {formatCount(a.loans)} préstamos · {unitText(a.outstandingPetro)}
            </Text>
          </Group>
          <svg viewBox="0 0 100 6" width="100%" height={12} preserveAspectRatio="none" aria-hidden>
            <rect width={100} height={6} rx={1} fill="var(--mantine-color-gray-2)" />
            <rect
              width={top ? (100 * a.outstandingPetro) / top : 0}
              height={6}
              rx={1}
              fill={chartColors.late}
            />
          </svg>
        </div>
      ))}
    </Stack>
  );
}
