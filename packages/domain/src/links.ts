// Plain constants, no zod: the landing and the e-mails import them without pulling the schema library.
import type { AccountType } from './schemas/auth';

/** The anchor of the landing's carrier login box. */
export const CARRIER_SIGN_IN_ANCHOR = 'iniciar-sesion';

/**
 * Where each kind of account signs in: a carrier in the landing's login box, an administrator on
 * the back-office page. The e-mails, the set-password page and the app's links all read these.
 */
export const signInPaths: Record<AccountType, string> = {
  Carrier: `/#${CARRIER_SIGN_IN_ANCHOR}`,
  Administrator: '/backoffice/iniciar-sesion',
};

/** The page a one-time link opens to set or reset a password (spec: /{id}/recuperar-contraseña). */
export const passwordLinkPath = (token: string) => `/${token}/recuperar-contraseña`;

/**
 * Where an applicant without an account sends a rejected paper again (issue 31): the affiliate, and
 * an upload token for it after the '#' (never sent to a server, so never in a log; and a token's dots
 * would make the path look like a file's).
 */
export const documentsLinkPath = (affiliate: number | string, token: string) =>
  `/subir-documentos/${affiliate}#${token}`;
