import { Paper } from '@mantine/core';
import { redirect } from 'react-router';
import { paths } from '../../app/paths';
import { getSession } from '../../lib/session';
import { LoginForm } from './login-form';

/** Spec: an administrator already signed in goes straight to the panel. */
export function loader() {
  return getSession()?.user.type === 'Administrator' ? redirect(paths.admin.incomes) : null;
}

export function Component() {
  return (
    <Paper withBorder shadow="sm" p="xl">
      <LoginForm accountType="Administrator" />
    </Paper>
  );
}
