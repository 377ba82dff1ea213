import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** The centred column of the back-office login and the password pages. */
export function Component() {
  return (
    // The page's main landmark, so screen-reader users can jump straight to the form.
    <Container component="main" size={440} py={64}>
      <Outlet />
    </Container>
  );
}
