import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Loader, Paper, Stack, Title } from '@mantine/core';
import { signInPaths } from '@app/domain';
import { Link, useParams } from 'react-router';
import type { TitleHandle } from '../../lib/document-title';
import { useConfirmEmail } from './confirm-email';

export const handle: TitleHandle = { title: 'Confirmar correo' };

/** Issue 16: /confirmar-correo/{token}, opened from the e-mail; confirms the new address once. */
export function Component() {
  const { token = '' } = useParams();
  const state = useConfirmEmail(token);
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Confirmar correo
        </Title>
        {state.status === 'confirming' ? (
          <Loader size="sm" role="status" aria-label="Confirmando" />
        ) : (
          <Alert color={state.status === 'done' ? 'teal' : 'red'} title={state.message} role="status" />
        )}
        <Anchor component={Link} to={signInPaths.Carrier} size="sm" ta="center">
          Iniciar sesión como transportista
        </Anchor>
      </Stack>
    </Paper>
  );
}
