import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@app/domain';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../plugins/errors';
import { holdUnit } from '../modules/currency/unit';
import { lockForUnitChange } from '../modules/currency/change';

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
  /** 'change': the change of unit itself, which holds the unit alone instead of sharing it. */
  unitLock: 'share' | 'change' = 'share',
): Promise<StoredAnswer<T>> {
  // Every write waits out a change of the reference unit and then reads the unit in force.
  const held = async (tx: Tx) => {
    await (unitLock === 'change' ? lockForUnitChange(tx) : holdUnit(tx));
    return operation(tx);
  };
  if (!key) return { ...(await db.transaction(held)), replayed: false };
  const fingerprint = createHash('sha256').update(JSON.stringify(payload)).digest('hex');
  const earlier = await find<T>(db, scope, key, fingerprint);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const answer = await held(tx);
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

/** What a write route is called in its keys' scope, and its success status. */
export interface WriteRoute {
  name: string;
  statusCode: number;
}

/** Where a route's keys live for the account calling it: a key never replays another account's answer. */
export const keyScope = (route: WriteRoute, request: FastifyRequest) =>
  `${route.name}:${request.principal!.type.toLowerCase()}:${request.principal!.id}`;

/**
 * Answers a signed-in write once per Idempotency-Key: `operation` runs in one transaction with the
 * record of its answer, under a scope of the route and the account (a key never replays another
 * account's answer); a retry gets the first answer with `Idempotent-Replayed: true`.
 */
export async function replyOnce<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  route: WriteRoute,
  operation: (tx: Tx) => Promise<T>,
  unitLock: 'share' | 'change' = 'share',
): Promise<T> {
  const answer = await runIdempotent<T>(
    ctx.db,
    keyScope(route, request),
    idempotencyKeyOf(request),
    // What the key stands for: the record named in the path and the validated body.
    { params: request.params, body: request.body },
    async (tx) => ({ statusCode: route.statusCode, body: await operation(tx) }),
    unitLock,
  );
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  // After the commit, whatever the write queued: the pass finds nothing due when it queued no e-mail.
  else ctx.mailer.kick();
  reply.status(answer.statusCode);
  return answer.body;
}

/** How long a key replays its answer: longer than any phone keeps retrying a queued submission. */
export const REPLAY_DAYS = 14;

/** Forgets answers past the replay window (hourly; the created_at index finds them). */
export async function forgetOldAnswers(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(days => ${REPLAY_DAYS})`);
}
