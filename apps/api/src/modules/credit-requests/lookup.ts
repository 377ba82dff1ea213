import { and, eq, isNull } from 'drizzle-orm';
import { messages, type AffiliateLookup } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, organizations } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/** Keeps the first `keep` characters and hides the rest. */
const hide = (value: string, keep: number) => (value.length <= keep ? '***' : `${value.slice(0, keep)}***`);

export const maskEmail = (email: string): string => {
  const [user = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  return `${hide(user, 2)}@${hide(dot > 0 ? domain.slice(0, dot) : domain, 1)}${dot > 0 ? domain.slice(dot) : ''}`;
};
export const maskPhone = (phone: string): string =>
  `${'*'.repeat(Math.max(phone.length - 4, 3))}${phone.slice(-4)}`;

/**
 * The public lookup behind the landing form: anyone can type any cédula, so it shows what fills
 * the form and hides contact data (e-mail, phone, address, birth date). Active affiliates only.
 */
export async function lookupAffiliate(db: Db, dni: string): Promise<AffiliateLookup> {
  const [a] = await db
    .select({ a: affiliates, line: organizations.name })
    .from(affiliates)
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(and(eq(affiliates.dni, dni), isNull(affiliates.retiredAt), eq(affiliates.status, 'Activo')))
    .limit(1);
  if (!a) throw new HttpError(404, messages.noActiveAffiliate);
  const { a: r } = a;
  return {
    affiliateId: r.id,
    firstNames: r.firstNames,
    lastNames: r.lastNames,
    dni: r.dni,
    rif: `${r.rif.slice(0, 1)}*****${r.rif.slice(-4)}`,
    phoneNumber: maskPhone(r.phoneNumber),
    email: maskEmail(r.email),
    homeAddress: hide(r.homeAddress, 4),
    birthdate: '**/**/****',
    assignedLine: a.line,
    typeService: r.typeService,
    vehicleType: r.vehicleType,
    vehicleBrand: r.vehicleBrand,
    vehicleModel: r.vehicleModel,
    vehicleYear: r.vehicleYear,
    vehicleColor: r.vehicleColor,
  };
}
