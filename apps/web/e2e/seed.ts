import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, type Database } from '../../api/src/db/client';
import { affiliates, carriers, organizations } from '../../api/src/db/schema';
import { hashPassword } from '../../api/src/modules/accounts/passwords';

/**
 * Writes one organization, affiliate and carrier account before the server opens the database:
 * the PGlite folder in DATA_DIR, or the PostgreSQL database at `databaseUrl`.
 */
export async function seedCarrier(dataDir: string, databaseUrl?: string) {
  mkdirSync(dataDir, { recursive: true });
  const database: Database = databaseUrl
    ? fromPostgres(databaseUrl, 2)
    : fromPglite(await PGlite.create(`${dataDir}/pglite`));
  try {
    await database.migrate();
    const email = 'jose.rodriguez@example.com';
    const password = 'Transp123!';
    const [org] = await database.db
      .insert(organizations)
      .values({
        name: 'Línea Los Próceres',
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
    const [affiliate] = await database.db
      .insert(affiliates)
      .values({
        firstNames: 'José',
        lastNames: 'Rodríguez',
        dni: '12345678',
        rif: 'V123456789',
        email,
        phoneNumber: '+584121234567',
        homeAddress: 'Calle 1, Maracay',
        birthdate: '1990-05-01',
        gender: 'Masculino',
        municipality: 'Girardot',
        organizationId: org!.id,
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
      })
      .returning();
    await database.db
      .insert(carriers)
      .values({ affiliateId: affiliate!.id, passwordHash: await hashPassword(password) });
    return { email, password };
  } finally {
    await database.close();
  }
}
