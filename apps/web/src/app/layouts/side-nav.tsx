import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** One sidebar entry: a link, or a collapsible group of links. */
export type NavItem =
  | { label: string; href: string; icon: ReactNode }
  | { label: string; icon: ReactNode; children: { label: string; href: string }[] };

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The sidebar built from the role's items; `onNavigate` closes the mobile drawer. */
export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menú principal">
      {items.map((item) =>
        'children' in item ? (
          <NavLink
            key={item.label}
            label={item.label}
            leftSection={item.icon}
            defaultOpened={item.children.some((child) => isActive(pathname, child.href))}
          >
            {item.children.map((child) => (
              <NavLink
                key={child.href}
                component={Link}
                to={child.href}
                label={child.label}
                active={isActive(pathname, child.href)}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={item.href}
            component={Link}
            to={item.href}
            label={item.label}
            leftSection={item.icon}
            active={isActive(pathname, item.href)}
            onClick={onNavigate}
          />
        ),
      )}
    </nav>
  );
}
