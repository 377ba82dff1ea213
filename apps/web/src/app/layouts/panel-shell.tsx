import { QueryClientProvider } from '@tanstack/react-query';
import { useDisclosure, useFullscreenDocument, useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { IconButton } from '../../components/icon-button';
import { useLogout } from '../../features/auth/logout';
import { orgName } from '../../lib/org-name';
import { queryClient } from '../../lib/query-client';
import { ReferenceUnitScope } from '../../lib/reference-unit';
import classes from './panel-shell.module.css';
import { SideNav, type NavItem } from './side-nav';

interface ShellProps {
  /** The sidebar's links, read inside the panel's data cache (the back-office's depend on the permissions it holds). */
  useNav: () => NavItem[];
  rate: ReactNode;
  homeHref: string;
  /** Shown above every page of the panel (the back-office's configuration banner, its profile question). */
  notices?: ReactNode;
  /** Under the sidebar's links (the back-office's last backup). */
  navFooter?: ReactNode;
  /** Asked before signing out; false keeps the session (the carrier's payments not sent yet). */
  mayLogOut?: () => Promise<boolean>;
}

/**
 * The frame both panels share: top bar (rate, fullscreen, logout) and a sidebar that folds behind a
 * burger on phones. The data cache lives here: only the signed-in panels fetch, the landing stays light.
 * So does the reference unit: the whole panel is drawn again in a new one.
 */
export function PanelShell(props: ShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ReferenceUnitScope>
        <Shell {...props} />
      </ReferenceUnitScope>
    </QueryClientProvider>
  );
}

// Plain markup and a CSS module rather than Mantine's AppShell, Burger and NavLink: every carrier page
// loads the frame on first visit, and those (with the scroll lock AppShell brings) weighed ~12 KB gzipped.
function Shell({ useNav, rate, homeHref, notices, navFooter, mayLogOut }: ShellProps) {
  const nav = useNav();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { toggle: toggleFullscreen, fullscreen } = useFullscreenDocument();
  const logout = useLogout();
  // From 48em the sidebar is always shown; below, folded away, its links leave the tab order.
  // Read after the first render: a page pre-rendered at build time knows no screen width, and hydrating it
  // must draw what the build drew (the sidebar's display is CSS; only its tab order waits for this).
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: true });
  const fullscreenLabel = fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa';

  return (
    <>
      <header className={classes.header}>
        <div className={classes.start}>
          <button
            type="button"
            className={`${classes.burger} mantine-focus-auto`}
            onClick={toggleNav}
            // One name for the toggle; screen readers hear whether the menu is open from aria-expanded.
            aria-label="Menú"
            aria-expanded={navOpened}
          >
            <span className={classes.lines} />
          </button>
          {/* The server writes ORG_NAME here in a page pre-rendered at build time (apps/api app-page.ts). */}
          <Link to={homeHref} className={`${classes.home} mantine-focus-auto`} data-org-name="">
            {orgName}
          </Link>
        </div>
        <div className={classes.end}>
          {rate}
          <IconButton label={fullscreenLabel} onClick={toggleFullscreen}>
            {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </IconButton>
          <IconButton
            label="Cerrar sesión"
            color="red"
            onClick={async () => {
              if (!mayLogOut || (await mayLogOut())) await logout();
            }}
          >
            <IconLogout size={20} />
          </IconButton>
        </div>
      </header>
      <div className={classes.navbar} data-opened={navOpened || undefined} inert={!wide && !navOpened}>
        <SideNav items={nav} onNavigate={closeNav} />
        {navFooter}
      </div>
      <main className={classes.main}>
        {notices}
        <Outlet />
      </main>
    </>
  );
}
