import { redirect } from 'react-router';
import type { AccountType } from '@app/domain';
import { getSession, loginPathFor } from '../lib/session';

/** A layout loader that lets in only a stored session of `type`; anyone else goes to that area's login. */
export function requireAccount(type: AccountType) {
  return () => (getSession()?.user.type === type ? null : redirect(loginPathFor(type)));
}
