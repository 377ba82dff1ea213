import { businessDate, type DocumentView } from '@app/domain';
import { setSession } from '../lib/session';

/** The business day `days` from today (negative: past), as the API writes an expiry. */
export const dayFromToday = (days: number) =>
  new Date(Date.parse(`${businessDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One document as the API lists it: a cédula waiting for verification unless told otherwise. */
export const documentFixture = (id: number, more: Partial<DocumentView> = {}): DocumentView => ({
  id,
  kind: 'cedula',
  fileName: `doc-${id}.jpg`,
  contentType: 'image/jpeg',
  bytes: 1000,
  sha256: String(id).padStart(64, '0'),
  status: 'Por verificar',
  reason: null,
  expiresOn: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...more,
});

/** A carrier signed in, its affiliate 3 (what mis-documentos and the home's notice read). */
export const signInCarrier = () =>
  setSession({
    access_token: 'session-token',
    refresh: 'r',
    message: '',
    user: {
      id: 9,
      type: 'Carrier',
      email: 'c@example.com',
      firstNames: 'Ana',
      lastNames: 'Rojas',
      affiliate: 3,
    },
  });
