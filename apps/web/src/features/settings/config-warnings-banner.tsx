import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { rememberForSession, rememberedForSession } from '../../lib/session-choices';
import { useConfigWarnings } from './get-config-warnings';

const DISMISSED = 'config-warnings-dismissed';

/**
 * The yellow banner that tells administrators what the server's configuration still lacks. Hidden
 * for the rest of the session when dismissed; it comes back at the next sign-in while the cause stays.
 */
export default function ConfigWarningsBanner() {
  const { data: warnings = [] } = useConfigWarnings();
  const [dismissed, setDismissed] = useState(() => rememberedForSession(DISMISSED));
  if (dismissed || warnings.length === 0) return null;
  return (
    <Alert
      // A standing notice, not an urgent interruption: a labelled region, not role="alert".
      role="region"
      aria-label="Configuración pendiente"
      color="yellow"
      variant="light"
      title="Configuración pendiente"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel="Ocultar este aviso"
      onClose={() => {
        rememberForSession(DISMISSED);
        setDismissed(true);
      }}
      mb="md"
    >
      <List size="sm" spacing={4}>
        {warnings.map((w) => (
          <List.Item key={w.id}>{w.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
