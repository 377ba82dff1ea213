import { Outlet, useLocation } from 'react-router';
import { Notice } from '../../components/notice';
import { useMayOpen } from '../../lib/permissions';

/** The back office's screens behind their permission: a URL typed anyway says so instead of the page. */
export function Component() {
  const { pathname } = useLocation();
  if (useMayOpen()(pathname)) return <Outlet />;
  return <Notice color="red">No tiene permiso para esta sección.</Notice>;
}
