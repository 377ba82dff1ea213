import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of a page of forms: a card at most 600 px wide (spec), full width on a phone, under its heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={600}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
