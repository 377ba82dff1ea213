import type { AccountType, SessionBody } from '@app/domain';
import { paths } from '../app/paths';

/** The spec keeps the login response in localStorage under this key. */
export const SESSION_KEY = 'user';

// A hand check instead of the zod schema: this runs on the landing page, which must stay light.
const isSession = (value: unknown): value is SessionBody => {
  const v = value as Partial<SessionBody> | null;
  return (
    typeof v?.access_token === 'string' &&
    typeof v.refresh === 'string' &&
    typeof v.user?.id === 'number' &&
    (v.user.type === 'Carrier' || v.user.type === 'Administrator')
  );
};

/** The stored session, or null when absent or not the shape the API answers (a stale or edited value). */
export function getSession(): SessionBody | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function setSession(session: SessionBody): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

/** Where each kind of account signs in (spec: admins at /backoffice/iniciar-sesion, carriers on the landing). */
export function loginPathFor(type: AccountType | undefined): string {
  return type === 'Administrator' ? paths.adminLogin : paths.home;
}

/** Where each kind of account lands after signing in. */
export function homePathFor(type: AccountType): string {
  return type === 'Administrator' ? paths.admin.incomes : paths.carrier.loans;
}
