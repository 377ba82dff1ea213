import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = new TextEncoder().encode('a-secret-long-enough-for-hs256-tokens!!');
const principal = { id: 7, type: 'Administrator' as const, family: 'fam-1' };
const now = Date.UTC(2026, 10, 23, 12);

/** A token with our header and `payload`, signed with `key`: what a forger would try. */
function forge(payload: object, key = secret, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const valid = {
  typ: 'Administrator',
  fam: 'fam-1',
  sub: '7',
  iss: 'prestamos-api',
  iat: now / 1000,
  exp: now / 1000 + 60,
};

describe('access tokens', () => {
  it('round-trips the principal until the token expires, and not a second after', () => {
    const token = signAccessToken(principal, secret, 15, now);
    expect(verifyAccessToken(token, secret, now)).toEqual(principal);
    expect(verifyAccessToken(token, secret, now + 15 * 60_000 - 1000)).toEqual(principal);
    expect(verifyAccessToken(token, secret, now + 15 * 60_000)).toBeNull();
    expect(verifyAccessToken(forge(valid), secret, now)).toEqual(principal);
  });

  it('refuses another secret, an altered payload or signature, and any other header', () => {
    const token = signAccessToken(principal, secret, 15, now);
    const [h, b, s] = token.split('.') as [string, string, string];
    expect(
      verifyAccessToken(token, new TextEncoder().encode('another-secret-of-the-same-size!!!!!!!'), now),
    ).toBeNull();
    const raised = Buffer.from(JSON.stringify({ ...valid, sub: '1' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${raised}.${s}`, secret, now)).toBeNull();
    expect(verifyAccessToken(`${h}.${b}.${s.slice(0, -1)}A`, secret, now)).toBeNull();
    // Base64url decoding skips stray characters: a second spelling of the signature is refused.
    expect(verifyAccessToken(`${token}=`, secret, now)).toBeNull();
    expect(verifyAccessToken(`${token}.x`, secret, now)).toBeNull();
    expect(verifyAccessToken(forge(valid, secret, { alg: 'none' }), secret, now)).toBeNull();
    expect(
      verifyAccessToken(forge(valid, secret, { alg: 'HS256', typ: 'JWT', kid: 'x' }), secret, now),
    ).toBeNull();
    for (const bad of ['', 'a.b.c', 'a.b', '...', `${h}..${s}`])
      expect(verifyAccessToken(bad, secret, now)).toBeNull();
  });

  it('refuses tokens of another issuer, without expiry, or naming no valid account', () => {
    const cases = [
      { ...valid, iss: 'someone-else' },
      { ...valid, exp: undefined },
      { ...valid, exp: String(valid.exp) },
      { ...valid, sub: '0' },
      { ...valid, sub: 'x' },
      { ...valid, typ: 'Root' },
      { ...valid, fam: '' },
    ];
    for (const payload of cases)
      expect(verifyAccessToken(forge(payload), secret, now), JSON.stringify(payload)).toBeNull();
    // Signed with the right key, but its payload is not JSON.
    const body = `${forge(valid).split('.')[0]}.${Buffer.from('not json').toString('base64url')}`;
    const notJson = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    expect(verifyAccessToken(notJson, secret, now)).toBeNull();
  });
});
