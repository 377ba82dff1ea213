import { Title } from '@mantine/core';

export function Component() {
  return <Title order={2}>Pagos</Title>;
}
