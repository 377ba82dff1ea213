import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './side-nav.module.css';

/** One sidebar entry: a link, or a collapsible group of links. */
export type NavItem =
  | { label: string; href: string; icon: ReactNode; badge?: ReactNode }
  | { label: string; icon: ReactNode; children: { label: string; href: string }[]; also?: string[] };

type NavGroupItem = Extract<NavItem, { children: unknown }>;

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The sidebar built from the role's items; `onNavigate` closes the mobile drawer. Plain links, not Mantine's NavLink: the carrier's every page loads it. */
export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menú principal">
      {items.map((item) =>
        'children' in item ? (
          <NavGroup key={item.label} item={item} pathname={pathname} onNavigate={onNavigate} />
        ) : (
          <NavEntry
            key={item.href}
            {...item}
            active={isActive(pathname, item.href)}
            onNavigate={onNavigate}
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
  const childrenId = useId();
  return (
    <>
      <button
        type="button"
        className={`${classes.link} mantine-focus-auto`}
        aria-expanded={opened}
        aria-controls={childrenId}
        onClick={() => setOpened((open) => !open)}
      >
        <span className={classes.icon}>{item.icon}</span>
        <span className={classes.label}>{item.label}</span>
        <span className={classes.chevron}>
          <IconChevronRight size={14} stroke={1.5} aria-hidden />
        </span>
      </button>
      <div id={childrenId} className={classes.children} hidden={!opened}>
        {item.children.map((child) => (
          <NavEntry
            key={child.href}
            {...child}
            active={isActive(pathname, child.href)}
            onNavigate={onNavigate}
          />
        ))}
      </div>
    </>
  );
}

/** One link of the sidebar; the current page's is highlighted and announced as such. */
function NavEntry({
  href,
  label,
  icon,
  badge,
  active,
  onNavigate,
}: {
  href: string;
  label: string;
  icon?: ReactNode;
  /** A count beside the label (what waits there). */
  badge?: ReactNode;
  active: boolean;
  onNavigate: () => void;
}) {
  return (
    <Link
      to={href}
      className={`${classes.link} mantine-focus-auto`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {icon && <span className={classes.icon}>{icon}</span>}
      <span className={classes.label}>{label}</span>
      {badge}
    </Link>
  );
}
