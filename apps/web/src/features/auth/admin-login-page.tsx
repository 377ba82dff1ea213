import { Paper } from '@mantine/core';
import { paths } from '../../app/paths';
import { getSession } from '../../lib/session';
import { LoginForm } from './login-form';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Iniciar sesión · Administración' };

/** Spec: an administrator already signed in goes straight to the panel. */
export function guard() {
  return getSession()?.user.type === 'Administrator' ? paths.admin.incomes : null;
}

export function Component() {
  return (
    <Paper withBorder shadow="sm" p="xl">
      <LoginForm accountType="Administrator" />
    </Paper>
  );
}
