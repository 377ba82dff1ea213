import { mkdirSync } from 'node:fs';
import { fromPostgres, openPgliteDir, type Database } from '../../api/src/db/client';
import { carriers } from '../../api/src/db/schema';
import { hashPassword } from '../../api/src/modules/accounts/passwords';
import { createAffiliate } from '../../api/test/factories';

/**
 * Writes one organization, affiliate (cédula 12345678) and carrier account before the server opens
 * the database: the PGlite folder in DATA_DIR, or the PostgreSQL database at `databaseUrl`.
 */
export async function seedCarrier(dataDir: string, databaseUrl?: string) {
  mkdirSync(dataDir, { recursive: true });
  const database: Database = databaseUrl ? fromPostgres(databaseUrl, 2) : await openPgliteDir(dataDir);
  try {
    await database.migrate();
    const email = 'jose.rodriguez@example.com';
    const password = 'Transp123!';
    const { affiliate } = await createAffiliate(database.db, { dni: '12345678', email });
    await database.db
      .insert(carriers)
      .values({ affiliateId: affiliate.id, passwordHash: await hashPassword(password) });
    return { email, password };
  } finally {
    await database.close();
  }
}
