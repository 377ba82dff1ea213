import { UPLOAD_TOKEN_HOURS } from '@app/domain';
import { readClaims, signClaims } from '../auth';

/** The token's own kind: `verifyAccessToken` accepts account types only, so it never opens a session. */
const UPLOAD = 'upload';

/** What the public application's upload token allows: attaching documents to this affiliate, for 2 hours. */
export interface UploadGrant {
  affiliateId: number;
}

/** Stateless and signed with the access tokens' secret: nothing to store, nothing to clean up. */
export const signUploadToken = (
  affiliateId: number,
  secret: Uint8Array,
  now = Date.now(),
  hours = UPLOAD_TOKEN_HOURS,
) => signClaims({ typ: UPLOAD, aff: affiliateId }, secret, hours * 60, now);

/** The grant an upload token carries; 'expired' once its time is up; null when it is not one. */
export function verifyUploadToken(
  token: string,
  secret: Uint8Array,
  now = Date.now(),
): UploadGrant | 'expired' | null {
  const read = readClaims(token, secret, now);
  if (!read || read.claims.typ !== UPLOAD) return null;
  const affiliateId = read.claims.aff;
  if (typeof affiliateId !== 'number' || !Number.isInteger(affiliateId) || affiliateId <= 0) return null;
  return read.expired ? 'expired' : { affiliateId };
}
