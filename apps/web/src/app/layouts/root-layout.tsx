import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { orgName } from '../../lib/org-name';
import { documentTitle } from '../../lib/document-title';

/** The root of every route: the tab's title follows the matched routes' `handle.title`. */
export function RootLayout() {
  const title = documentTitle(useMatches(), orgName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
