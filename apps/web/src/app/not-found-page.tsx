import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@app/domain';
import { paths } from './paths';
import type { TitleHandle } from '../lib/document-title';

export const handle: TitleHandle = { title: messages.notFoundPage };

export function Component() {
  return (
    // The page's main landmark, as on every other screen.
    <Stack component="main" align="center" justify="center" mih="100dvh" p="md">
      <Title order={1}>{messages.notFoundPage}</Title>
      <Anchor component={Link} to={paths.home}>
        Volver al inicio
      </Anchor>
    </Stack>
  );
}
