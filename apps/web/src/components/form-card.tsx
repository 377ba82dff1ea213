import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A form in a card at most 600px wide (spec), with its title and an optional link back to the list. */
export function FormCard({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={600}>
      {backTo && (
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Volver
          </Group>
        </Anchor>
      )}
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
