import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list screen's title, with its actions (Exportar) and the spec's 'Agregar' link when the list has a create form. */
export function PageHeader({
  title,
  addHref,
  actions,
}: {
  title: string;
  addHref?: string;
  actions?: ReactNode;
}) {
  return (
    // Wraps on narrow phones so a long title never pushes the page sideways.
    <Group justify="space-between" mb="md" gap="sm">
      <Title order={2}>{title}</Title>
      <Group gap="sm">
        {actions}
        {addHref && (
          <Button component={Link} to={addHref} leftSection={<IconPlus size={16} aria-hidden />} flex="none">
            Agregar
          </Button>
        )}
      </Group>
    </Group>
  );
}
