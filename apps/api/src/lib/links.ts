import { documentsLinkPath, passwordLinkPath, signInPaths, type AccountType } from '@app/domain';
import type { Config } from '../config';

type Public = Pick<Config, 'PUBLIC_URL'>;

/** The absolute one-time link to set or reset a password, as e-mails carry it. */
export const passwordLinkUrl = (config: Public, token: string) =>
  `${config.PUBLIC_URL}${passwordLinkPath(token)}`;

/** Where an account of this kind signs in, as e-mails carry it (a carrier's is the landing's box). */
export const signInUrl = (config: Public, type: AccountType) => `${config.PUBLIC_URL}${signInPaths[type]}`;

/** A page of the carrier's panel ('/panel/agregar-pago'), as e-mails carry it. */
export const panelUrl = (config: Public, page: 'agregar-pago' | 'mis-prestamos' | 'mis-documentos') =>
  `${config.PUBLIC_URL}/panel/${page}`;

/** The rejection e-mail's link for an applicant without an account: the upload page with its token. */
export const documentsLinkUrl = (config: Public, affiliateId: number, token: string) =>
  `${config.PUBLIC_URL}${documentsLinkPath(affiliateId, token)}`;
