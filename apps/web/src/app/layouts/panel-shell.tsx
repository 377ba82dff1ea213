import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import { ActionIcon, AppShell, Burger, Group, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useDisclosure, useFullscreenDocument } from '@mantine/hooks';
import { IconLogout, IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useLogout } from '../../features/auth/logout';
import { orgName } from '../../lib/org-name';
import { queryClient } from '../../lib/query-client';
import { SideNav, type NavItem } from './side-nav';

interface ShellProps {
  nav: NavItem[];
  rate: ReactNode;
  homeHref: string;
  /** Shown above every page of the panel (the back-office's configuration banner, its profile question). */
  notices?: ReactNode;
  /** Under the sidebar's links (the back-office's last backup). */
  navFooter?: ReactNode;
}

/**
 * The frame both panels share: top bar (rate, fullscreen, logout) and a sidebar that folds behind a
 * burger on phones. The data cache lives here: only the signed-in panels fetch, the landing stays light.
 */
export function PanelShell(props: ShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell {...props} />
    </QueryClientProvider>
  );
}

function Shell({ nav, rate, homeHref, notices, navFooter }: ShellProps) {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { toggle: toggleFullscreen, fullscreen } = useFullscreenDocument();
  const logout = useLogout();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              // One name for the toggle; screen readers hear whether the menu is open from aria-expanded.
              aria-label="Menú"
              aria-expanded={navOpened}
            />
            <Text
              component={Link}
              to={homeHref}
              fw={700}
              visibleFrom="sm"
              c="blue.8"
              truncate="end"
              maw={300}
            >
              {orgName}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {rate}
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={toggleFullscreen}
              aria-label={fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
              title={fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
            >
              {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              color="red"
              onClick={() => void logout()}
              aria-label="Cerrar sesión"
              title="Cerrar sesión"
            >
              <IconLogout size={20} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SideNav items={nav} onNavigate={closeNav} />
        {navFooter}
      </AppShell.Navbar>
      <AppShell.Main>
        {notices}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
