import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the summary: its name, the figure, and a line under it. */
export function FigureCard({
  label,
  value,
  detail,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}
