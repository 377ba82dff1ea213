import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the loan page: a bordered card under its heading, named for screen readers by it. */
export function LoanSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `seccion-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={id}>
      <Title order={3} size="h5" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
