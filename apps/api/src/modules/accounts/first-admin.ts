import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { administrators } from '../../db/schema';
import { grantGeneralAdministrator } from '../../lib/permissions';
import { hashPassword } from './passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@prestamos.local';

/** A random password that meets the strong-password rule (upper, lower, digit, special). */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa9!`;
}

/**
 * First start: with no administrator yet, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password printed once. The unique e-mail index makes concurrent first starts create one.
 */
export async function ensureFirstAdministrator(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: FastifyBaseLogger,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(administrators);
  if ((row?.n ?? 0) > 0) return;
  const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const inserted = await db
    .insert(administrators)
    .values({
      firstNames: 'Administrador',
      lastNames: 'Principal',
      // Not known yet: the back-office asks for them at this administrator's first sign-in.
      dni: null,
      phoneNumber: null,
      email,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: administrators.id });
  if (inserted.length === 0) return;
  // The first administrator can do everything, everywhere: he is the one who makes the others.
  await grantGeneralAdministrator(db, inserted[0]!.id);
  log.info({ email }, 'first administrator created');
  if (!config.ADMIN_PASSWORD) {
    print('');
    print('  Primer administrador creado (esta contraseña se muestra una sola vez):');
    print(`    Correo:     ${email}`);
    print(`    Contraseña: ${password}`);
    print('');
  }
}
