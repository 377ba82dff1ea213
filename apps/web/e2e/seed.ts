import { mkdirSync } from 'node:fs';
import { fromPostgres } from '../../api/src/db/client';
import { reachDatabase } from '../../api/src/db/locate';
import { carriers } from '../../api/src/db/schema';
import { hashPassword } from '../../api/src/modules/accounts/passwords';
import { createAffiliate } from '../../api/test/factories';

/**
 * Writes one organization, affiliate (cédula 12345678) and carrier account before the server opens
 * the database: the embedded PostgreSQL of DATA_DIR (started for this), or the database at `databaseUrl`.
 */
export async function seedCarrier(dataDir: string, databaseUrl?: string) {
  mkdirSync(dataDir, { recursive: true });
  const quiet = { info: () => {}, warn: () => {} };
  const reached = await reachDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, quiet);
  const database = fromPostgres(reached.url, 2);
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
    await reached.release();
  }
}
