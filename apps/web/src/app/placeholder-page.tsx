import { Title } from '@mantine/core';
import { useMatches } from 'react-router';

/** A screen a later issue builds: its title (the route's `handle.title`) inside its layout. */
export function Component() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  return <Title order={2}>{handle?.title}</Title>;
}
