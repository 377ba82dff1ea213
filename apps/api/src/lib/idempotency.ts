import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { messages } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../plugins/errors';

export interface StoredAnswer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/** The client's Idempotency-Key header (one per submission, reused on retries), if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\w-]{8,100}$/.test(key)) throw new HttpError(400, 'La clave de idempotencia no es válida.');
  return key;
}

async function find<T>(
  db: Db,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<StoredAnswer<T> | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return undefined;
  if (row.requestHash !== fingerprint) throw new HttpError(409, messages.idempotencyMismatch);
  return { statusCode: row.statusCode, body: JSON.parse(row.body) as T, replayed: true };
}

/**
 * Runs `operation` in one transaction that also records its answer under (scope, key). A retry with
 * the same key replays that answer and writes nothing; two copies sent at once resolve to one effect
 * (the second's transaction fails on the key or on the operation's own unique rule, then replays).
 */
export async function runIdempotent<T>(
  db: Db,
  scope: string,
  key: string | undefined,
  payload: unknown,
  operation: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredAnswer<T>> {
  if (!key) return { ...(await db.transaction(operation)), replayed: false };
  const fingerprint = createHash('sha256').update(JSON.stringify(payload)).digest('hex');
  const earlier = await find<T>(db, scope, key, fingerprint);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const answer = await operation(tx);
      await tx.insert(idempotencyKeys).values({
        scope,
        key,
        requestHash: fingerprint,
        statusCode: answer.statusCode,
        body: JSON.stringify(answer.body),
      });
      return { ...answer, replayed: false };
    });
  } catch (err) {
    const twin = await find<T>(db, scope, key, fingerprint);
    if (twin) return twin;
    throw err;
  }
}
