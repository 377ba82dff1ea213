import {
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { accountType } from '@app/domain';
import type { Principal } from '../../lib/principal';

const ISSUER = 'prestamos-api';

/**
 * The only header we sign and accept: HS256, nothing else (no `alg` choice, no `none`, no `kid`).
 * Verified with node's synchronous HMAC: WebCrypto's (jose) went through the thread pool and cost
 * ~12 % of a list request's CPU.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

// Node imports a raw secret into a key on every HMAC (~70 % of a verification): imported once per secret.
const keys = new WeakMap<Uint8Array, KeyObject>();
const keyOf = (secret: Uint8Array): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(secret)));
  return key;
};

const mac = (input: string, secret: Uint8Array): Buffer =>
  createHmac('sha256', keyOf(secret)).update(input).digest();

/** Signs claims as an HS256 JWT with our issuer; `typ` tells an access token from any other kind. */
export function signClaims(
  claims: Record<string, unknown>,
  secret: Uint8Array,
  minutes: number,
  now = Date.now(),
) {
  const iat = Math.floor(now / 1000);
  const payload = { ...claims, iss: ISSUER, iat, exp: iat + minutes * 60 };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/**
 * The claims of a token we signed, or null when it is not ours or altered; `expired` says whether
 * its time is up (the caller decides what an expired one answers).
 */
export function readClaims(
  token: string,
  secret: Uint8Array,
  now = Date.now(),
): { claims: Record<string, unknown>; expired: boolean } | null {
  const [header, body, signature, extra] = token.split('.');
  if (header !== HEADER || !body || !signature || extra !== undefined) return null;
  // Compared as text: base64url decoding skips stray characters, so two spellings could decode alike.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(`${header}.${body}`, secret).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (payload === null || typeof payload !== 'object' || payload.iss !== ISSUER) return null;
  if (typeof payload.exp !== 'number') return null;
  return { claims: payload, expired: payload.exp <= Math.floor(now / 1000) };
}

/** A short-lived HS256 access token naming the account and its kind. */
export function signAccessToken(
  principal: Principal,
  secret: Uint8Array,
  minutes: number,
  now = Date.now(),
): string {
  return signClaims(
    { typ: principal.type, fam: principal.family, sub: String(principal.id) },
    secret,
    minutes,
    now,
  );
}

/** The principal an access token names, or null when it is not ours, altered, expired or of another kind. */
export function verifyAccessToken(token: string, secret: Uint8Array, now = Date.now()): Principal | null {
  const read = readClaims(token, secret, now);
  if (!read || read.expired) return null;
  const payload = read.claims;
  const id = Number(payload.sub);
  // Only an account type passes: an upload token (typ 'upload') is never taken for a session.
  const type = accountType.safeParse(payload.typ);
  if (!Number.isInteger(id) || id <= 0 || !type.success) return null;
  if (typeof payload.fam !== 'string' || !payload.fam) return null;
  return { id, type: type.data, family: payload.fam };
}

/** An opaque refresh token (256 random bits); the database keeps only its SHA-256. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
