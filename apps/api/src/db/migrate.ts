import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The committed SQL migrations: apps/api/drizzle, found from src/db (dev, tests) or dist (built). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../drizzle'), join(here, '../../drizzle')];
  const found = candidates.find((c) => existsSync(join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`No se encontraron las migraciones en ${candidates.join(' ni ')}`);
  return found;
}

// Arbitrary constant: several servers starting together on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 7_314_262;

/** Applies the migrations of `folder` (the committed ones; a restore passes a prefix of them). */
export async function migratePostgresPool(pool: pg.Pool, folder = migrationsFolder()): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockHolder.release();
  }
}
