import { Outlet, useLocation } from 'react-router';
import { messages } from '@app/domain';
import { Notice } from '../../components/notice';
import { everyLineSection, useMayOpen } from '../../lib/permissions';

/** The back office's screens behind their permission: a URL typed anyway says so instead of the page. */
export function Component() {
  const { pathname } = useLocation();
  if (useMayOpen()(pathname)) return <Outlet />;
  // Allowed by his roles, refused by his lines: say which, as the API does.
  const reason = everyLineSection(pathname) ? messages.everyLineOnly : 'No tiene permiso para esta sección.';
  return <Notice color="red">{reason}</Notice>;
}
