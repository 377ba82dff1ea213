import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authorizationMessages,
  toJsonNumber,
  type AuthorizationAction,
  type AuthorizationPending,
} from '@app/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  administratorOrganizations,
  administratorRoles,
  administrators,
  authorizations,
  roles,
} from '../../db/schema';
import { authorizationLine } from '../../lib/row-lines';
import { uniqueViolation } from '../../lib/db-errors';
import { idempotencyKeyOf, keyScope, runIdempotent, type WriteRoute } from '../../lib/idempotency';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { authorizationRequestedMail, enqueueMail } from '../mail';
import { actions, type Measure, type Payloads } from './actions';
import { ruleInForce } from './rules';
import { lapsedBefore } from './state';

/** Thrown inside the hold's transaction when no rule applies: it rolls back and the route goes on. */
const NOT_HELD = Symbol('not held');

/**
 * Four eyes at the top of a direct route: when the action's rule applies, records the operation as
 * waiting, answers 202 `{ authorizationId, status: 'Pendiente' }` and returns that body (the route
 * returns it and does nothing else); otherwise returns null. Keys share the route's scope, so a
 * repeated Idempotency-Key replays whichever answer came first, 202 or the effect.
 */
export async function holdForCheck<A extends AuthorizationAction>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  route: WriteRoute,
  action: A,
  payload: Payloads[A],
  /** A refusal the route owes before anything waits (its own decision checks it again when it runs). */
  refuseFirst?: () => Promise<void>,
): Promise<AuthorizationPending | null> {
  // Off (the default): one read of the primary key, then the route as it always was.
  if (!(await ruleInForce(ctx.db, action))) return null;
  await refuseFirst?.();
  const makerId = request.principal!.id;
  try {
    const answer = await runIdempotent<AuthorizationPending>(
      ctx.db,
      keyScope(route, request),
      idempotencyKeyOf(request),
      { params: request.params, body: request.body },
      async (tx) => {
        const rule = await ruleInForce(tx, action);
        if (!rule) throw NOT_HELD;
        const measure = await actions[action].measure(tx, payload, ctx.config);
        // A >= threshold applies; an action with no amount (a rate) always does.
        if (rule.threshold && measure.amount && measure.amount.lt(rule.threshold)) throw NOT_HELD;
        const id = await recordWaiting(tx, ctx, makerId, action, payload, measure);
        return { statusCode: 202, body: { authorizationId: id, status: 'Pendiente' as const } };
      },
    );
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    else ctx.mailer.kick();
    reply.status(answer.statusCode);
    // A replay may be the effect's own answer (the key was used before the rule was on).
    return answer.body;
  } catch (err) {
    if (err === NOT_HELD) return null;
    throw err;
  }
}

async function recordWaiting<A extends AuthorizationAction>(
  tx: Tx,
  ctx: AppContext,
  makerId: number,
  action: A,
  payload: Payloads[A],
  m: Measure,
): Promise<number> {
  const days = ctx.config.AUTHORIZATION_EXPIRY_DAYS;
  // A lapsed one no longer blocks: stored as Vencida so the one-pending index lets the new one in.
  if (m.entityKey)
    await tx
      .update(authorizations)
      .set({ status: 'Vencida' })
      .where(
        and(
          eq(authorizations.action, action),
          eq(authorizations.entityKey, m.entityKey),
          eq(authorizations.status, 'Pendiente'),
          sql`${authorizations.createdAt} <= ${lapsedBefore(days)}`,
        ),
      );
  const [row] = await tx
    .insert(authorizations)
    .values({
      action,
      entityKey: m.entityKey,
      entityId: m.entityId,
      payload,
      amount: m.amount?.toFixed() ?? null,
      carrierName: m.carrier,
      summary: m.summary,
      makerId,
      makerName: sql`(select first_names || ' ' || last_names from administrators where id = ${makerId})`,
    })
    .returning()
    .catch((err: unknown) => {
      if (uniqueViolation(err) === 'authorizations_one_pending_key')
        throw new HttpError(409, authorizationMessages.alreadyPending);
      throw err;
    });
  const amount = m.amount ? toJsonNumber(m.amount) : null;
  await recordAudit(tx, makerId, {
    action: 'create',
    entity: 'authorization',
    entityId: row!.id,
    after: {
      action,
      status: 'Pendiente',
      carrier: m.carrier,
      amount,
      summary: m.summary,
      maker: row!.makerName,
    },
  });
  await tellCheckers(tx, ctx, makerId, row!.id, {
    action,
    carrier: m.carrier,
    amount,
    summary: m.summary,
    maker: row!.makerName,
  });
  return row!.id;
}

/** E-mails every administrator who may authorize it (the row within his lines), other than the one who asked. */
async function tellCheckers(
  tx: Tx,
  ctx: AppContext,
  makerId: number,
  id: number,
  what: {
    action: AuthorizationAction;
    carrier: string | null;
    amount: number | null;
    summary: string;
    maker: string;
  },
) {
  const checkers = await tx
    .selectDistinct({ email: administrators.email, firstNames: administrators.firstNames })
    .from(administrators)
    .innerJoin(administratorRoles, eq(administratorRoles.administratorId, administrators.id))
    .innerJoin(roles, eq(roles.id, administratorRoles.roleId))
    .where(
      and(
        ne(administrators.id, makerId),
        sql`'authorizations.check' = any(${roles.permissions})`,
        // A checker limited to lines hears only of his lines' operations (an expense or a rate is no line's).
        sql`(not exists (select 1 from ${administratorOrganizations} ao where ao.administrator_id = ${administrators.id})
             or exists (select 1 from ${administratorOrganizations} ao where ao.administrator_id = ${administrators.id}
               and ao.organization_id = (select ${authorizationLine(authorizations.action, authorizations.entityId)}
                 from ${authorizations} where ${authorizations.id} = ${id})))`,
      ),
    );
  const url = `${ctx.config.PUBLIC_URL}/backoffice/panel/autorizaciones`;
  for (const c of checkers)
    await enqueueMail(
      tx,
      authorizationRequestedMail({ to: c.email, firstNames: c.firstNames, url, ...what }),
    );
}
