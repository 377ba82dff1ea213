import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { accountType } from '@app/domain';
import type { Principal } from '../../plugins/access';

const ISSUER = 'prestamos-api';

// The signing key imported once: importing it on every verification cost ~15 % of a request's CPU.
const keys = new WeakMap<Uint8Array, KeyObject>();
const keyOf = (secret: Uint8Array): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(secret)));
  return key;
};

/** A short-lived HS256 access token naming the account and its kind. */
export function signAccessToken(principal: Principal, secret: Uint8Array, minutes: number): Promise<string> {
  return new SignJWT({ typ: principal.type, fam: principal.family })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(principal.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(keyOf(secret));
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<Principal | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const type = accountType.safeParse(payload.typ);
    if (!Number.isInteger(id) || id <= 0 || !type.success) return null;
    if (typeof payload.fam !== 'string' || !payload.fam) return null;
    return { id, type: type.data, family: payload.fam };
  } catch {
    return null;
  }
}

/** An opaque refresh token (256 random bits); the database keeps only its SHA-256. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
