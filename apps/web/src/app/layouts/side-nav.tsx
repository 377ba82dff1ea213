import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** One sidebar entry: a link, or a collapsible group of links. */
export type NavItem =
  | { label: string; href: string; icon: ReactNode }
  | { label: string; icon: ReactNode; children: { label: string; href: string }[]; also?: string[] };

type NavGroupItem = Extract<NavItem, { children: unknown }>;

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The sidebar built from the role's items; `onNavigate` closes the mobile drawer. */
export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menú principal">
      {items.map((item) =>
        'children' in item ? (
          <NavGroup key={item.label} item={item} pathname={pathname} onNavigate={onNavigate} />
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

/** A collapsible group that opens by itself whenever the current page belongs to it. */
function NavGroup({
  item,
  pathname,
  onNavigate,
}: {
  item: NavGroupItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const inside = [...item.children.map((c) => c.href), ...(item.also ?? [])].some((href) =>
    isActive(pathname, href),
  );
  const [opened, setOpened] = useState(inside);
  useEffect(() => {
    if (inside) setOpened(true);
  }, [inside]);
  return (
    <NavLink label={item.label} leftSection={item.icon} opened={opened} onChange={setOpened}>
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
  );
}
