import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** The centred column of the back-office login and the password pages. */
export function Component() {
  return (
    <Container size={440} py={64}>
      <Outlet />
    </Container>
  );
}
