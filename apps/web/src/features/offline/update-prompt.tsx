import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';

/** A new deployment is installed and waiting: "Actualizar" switches to it and reloads the page. */
export function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <Paper
      role="alert"
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={420}
      mx="auto"
      style={{ zIndex: 300 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          Nueva versión disponible
        </Text>
        <Button
          size="compact-sm"
          loading={updating}
          onClick={() => {
            setUpdating(true);
            onUpdate();
          }}
        >
          Actualizar
        </Button>
      </Group>
    </Paper>
  );
}

// Loaded on demand by the offline kit (React.lazy takes a default export).
export default UpdatePrompt;
