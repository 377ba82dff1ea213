import type { AccountType } from '@app/domain';
import { getSession, loginPathFor } from '../lib/session';

/** A layout's guard that lets in only a stored session of `type`; anyone else goes to that area's login. */
export function requireAccount(type: AccountType) {
  return (): string | null => (getSession()?.user.type === type ? null : loginPathFor(type));
}
