import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  administrators,
  affiliates,
  carriers,
  documentContents,
  documents,
  organizations,
  prices,
} from '../src/db/schema';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/modules/accounts/passwords';
import { grantGeneralAdministrator } from '../src/lib/permissions';
import type { TestApp } from './helper';

export const PASSWORD = 'Secreta1!';

const unique = () => `${Date.now().toString(36)}${randomInt(1e9).toString(36)}`;
// Consecutive from a random start: a file that makes hundreds (a property test) never draws one twice.
let nextDni = randomInt(10_000_000, 90_000_000);
const uniqueDni = () => String(nextDni++);

export async function createAdministrator(db: Db, over: Partial<typeof administrators.$inferInsert> = {}) {
  const [row] = await db
    .insert(administrators)
    .values({
      firstNames: 'Ana',
      lastNames: 'Pérez',
      dni: uniqueDni(),
      phoneNumber: '+584141234567',
      email: `admin.${unique()}@example.com`,
      passwordHash: await hashPassword(PASSWORD),
      ...over,
    })
    .returning();
  // As every administrator before roles existed: tests that are not about permissions need them all.
  await grantGeneralAdministrator(db, row!.id);
  return row!;
}

export async function createOrganization(db: Db) {
  const [row] = await db
    .insert(organizations)
    .values({
      name: `Línea ${unique()}`,
      type: 'Cooperativa',
      rif: 'J123456789',
      fiscalAddress: 'Av. Bolívar, Caracas',
      recordName: 'Registro Mercantil Primero',
      recordDate: '2020-01-15',
      modalityServices: 'Taxi',
      recordNumber: '12',
      recordVolume: '3',
      recordInvoice: '45',
    })
    .returning();
  return row!;
}

/** An affiliate without a carrier account, in a new organization unless `over` names one. */
export async function createAffiliate(db: Db, over: Partial<typeof affiliates.$inferInsert> = {}) {
  const organization = over.organizationId
    ? (await db.select().from(organizations).where(eq(organizations.id, over.organizationId)))[0]!
    : await createOrganization(db);
  const [affiliate] = await db
    .insert(affiliates)
    .values({
      firstNames: 'José',
      lastNames: 'Rodríguez',
      dni: uniqueDni(),
      rif: 'V123456789',
      email: `carrier.${unique()}@example.com`,
      phoneNumber: '+584121234567',
      homeAddress: 'Calle 1, Maracay',
      birthdate: '1990-05-01',
      gender: 'Masculino',
      municipality: 'Girardot',
      organizationId: organization.id,
      typeService: 'Taxi',
      vehicleType: 'Sedan',
      vehicleBrand: 'Toyota',
      vehicleModel: 'Corolla',
      vehicleYear: 2015,
      vehiclePlate: 'AB123CD',
      vehicleColor: 'Blanco',
      vehicleBodySerialNumber: 'BS123',
      vehicleMotorSerialNumber: 'MS123',
      vehicleTypeOil: '5w-30',
      vehicleLtsOil: '4.5',
      vehicleBattery: '45Ah',
      vehicleRubber: 4,
      ...over,
    })
    .returning();
  return { organization, affiliate: affiliate! };
}

/** An affiliate in a new organization with a carrier account: what a carrier login needs. */
export async function createCarrier(
  db: Db,
  over: { email?: string; password?: string; organizationId?: number } = {},
) {
  const { organization, affiliate } = await createAffiliate(db, {
    ...(over.email && { email: over.email }),
    ...(over.organizationId && { organizationId: over.organizationId }),
  });
  const [carrier] = await db
    .insert(carriers)
    .values({ affiliateId: affiliate.id, passwordHash: await hashPassword(over.password ?? PASSWORD) })
    .returning();
  return { organization, affiliate, carrier: carrier! };
}

export async function createPrice(db: Db, amount: string, createdAt?: Date) {
  const [row] = await db
    .insert(prices)
    .values({ amount, ...(createdAt && { createdAt }) })
    .returning();
  return row!;
}

/** A stored document of the affiliate with content of its own (random bytes: no route reads them as an image). */
export async function createDocument(
  db: Db,
  affiliateId: number,
  over: Partial<typeof documents.$inferInsert> = {},
) {
  const content = randomBytes(64);
  const sha256 = createHash('sha256').update(content).digest('hex');
  await db
    .insert(documentContents)
    .values({ sha256, contentType: 'image/jpeg', bytes: content.length, content, thumbnail: content });
  const [row] = await db
    .insert(documents)
    .values({
      affiliateId,
      kind: 'cedula',
      fileName: 'cedula.jpg',
      sha256,
      uploadedByType: 'Administrator',
      ...over,
    })
    .returning();
  return row!;
}

/** Signs in through the real login route and returns the session body. */
export async function login(
  app: TestApp,
  email: string,
  type: 'Administrator' | 'Carrier',
  password = PASSWORD,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, type },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh: string; user: { id: number } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
