import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@app/domain';
import { matchPath } from 'react-router';
import { paths } from '../app/paths';
import { meQuery } from './me';

const a = paths.admin;

/** The back-office screens that need a permission beyond reading, by route pattern (issue 30); a list means any of them. */
const sectionPermissions: Record<string, Permission | readonly Permission[]> = {
  [a.users]: 'administrators.manage',
  [a.addUser]: 'administrators.manage',
  [a.editUser.path]: 'administrators.manage',
  [a.roles]: 'administrators.manage',
  [a.audit]: 'audit.read',
  [a.addIncome]: 'books.write',
  [a.addExpense]: 'books.write',
  [a.addPrice]: 'rates.write',
  [a.addInterest]: 'settings.write',
  [a.addRule]: 'settings.write',
  [a.addOrganization]: 'registry.write',
  [a.editOrganization.path]: 'registry.write',
  [a.addAffiliate]: 'registry.write',
  [a.editAffiliate.path]: 'registry.write',
  [a.addCarrier]: 'registry.write',
  [a.editCarrier.path]: 'registry.write',
  // Issue 32: the books are for whoever reads the audit trail or exports the lists.
  [a.books]: ['audit.read', 'exports.run'],
};

/** Screens of global settings and of rows tied to no line: for administrators of every line only. */
const everyLineSections = [
  a.addPrice,
  a.addInterest,
  a.addRule,
  a.addOrganization,
  a.addExpense,
  a.funds,
  // The books are the whole cooperative's.
  a.books,
];

/** Whether the screen at `pathname` is for administrators of every line only. */
export const everyLineSection = (pathname: string) =>
  everyLineSections.some((path) => matchPath(path, pathname));

/** The permission the screen at `pathname` needs (any one of a list), if any. */
export function sectionPermission(pathname: string): Permission | readonly Permission[] | undefined {
  const pattern = Object.keys(sectionPermissions).find((path) => matchPath(path, pathname));
  return pattern === undefined ? undefined : sectionPermissions[pattern];
}

/** The signed-in administrator's permissions; null while unknown. */
function usePermissions(): readonly Permission[] | null {
  const { data: me } = useQuery(meQuery);
  return me?.permissions ?? null;
}

// Unknown permissions hide nothing: the panel read them before its first paint, and the API refuses anyway.
const allows = (
  permissions: readonly Permission[] | null,
  wanted: Permission | readonly Permission[] | undefined,
) =>
  wanted === undefined ||
  permissions === null ||
  (typeof wanted === 'string' ? [wanted] : wanted).some((p) => permissions.includes(p));

/** Whether the signed-in administrator holds `permission`: what the panel shows depends on it. */
export function useCan(permission: Permission): boolean {
  return allows(usePermissions(), permission);
}

/** Whether the signed-in administrator is limited to some lines (organizations): global settings are not his. */
export function useLimitedToLines(): boolean {
  const { data: me } = useQuery(meQuery);
  return (me?.organizationIds?.length ?? 0) > 0;
}

/** `useCan` for a global setting (rates, interests, rules, the unit): the permission and every line. */
export function useCanEverywhere(permission: Permission): boolean {
  // Both hooks on every render (no short circuit): React counts them.
  const can = useCan(permission);
  const limited = useLimitedToLines();
  return can && !limited;
}

/** Whether the signed-in administrator holds every one of some permissions: the roles he may grant. */
export function useHoldsAll(): (permissions: readonly Permission[]) => boolean {
  const held = usePermissions();
  return (permissions) => permissions.every((permission) => allows(held, permission));
}

/** Whether the screens at these hrefs may be opened: the sidebar and the 'Agregar' links keep only those. */
export function useMayOpen(): (href: string) => boolean {
  const permissions = usePermissions();
  const limited = useLimitedToLines();
  return (href) => allows(permissions, sectionPermission(href)) && !(limited && everyLineSection(href));
}

/** `href` when its screen may be opened, else undefined: a list's 'Agregar' link. */
export function useOpenableHref(href: string): string | undefined {
  return useMayOpen()(href) ? href : undefined;
}

/** A list's columns without its row actions (edit, delete) when the administrator may not use them. */
export function useActionsIf<C extends { actions?: boolean }>(permission: Permission, columns: C[]): C[] {
  return useCan(permission) ? columns : columns.filter((column) => !column.actions);
}
