import { eq, sql } from 'drizzle-orm';
import { authorizationMessages, type AuthorizationAction, type AuthorizationDecision } from '@app/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { authorizations } from '../../db/schema';
import { permissionsOf } from '../../lib/permissions';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { actions, type Payloads } from './actions';
import { statusOf, toAuthorization } from './state';
import { refuseSelfDealing, type Decided } from '../../lib/self-dealing';

/**
 * The waiting operation locked for its decision: 404 when missing, 403 for the one who asked, 409
 * once it is no longer Pendiente (decided, or lapsed). The lock makes concurrent decisions queue:
 * the first decides, the others then find it decided.
 */
async function lockWaiting(tx: Tx, config: Config, checkerId: number, id: number) {
  const days = config.AUTHORIZATION_EXPIRY_DAYS;
  const [row] = await tx
    .select({ row: authorizations, shown: statusOf(days) })
    .from(authorizations)
    .where(eq(authorizations.id, id))
    .for('update');
  if (!row) throw new HttpError(404, authorizationMessages.notFound);
  if (row.row.makerId === checkerId) throw new HttpError(403, authorizationMessages.ownOperation);
  if (row.shown !== 'Pendiente') throw new HttpError(409, authorizationMessages.notPending(row.shown));
  return row.row;
}

async function decide(
  tx: Tx,
  config: Config,
  checkerId: number,
  id: number,
  status: 'Autorizada' | 'Rechazada',
  reason: string | null,
) {
  const [row] = await tx
    .update(authorizations)
    .set({
      status,
      reason,
      checkerId,
      checkerName: sql`(select first_names || ' ' || last_names from administrators where id = ${checkerId})`,
      decidedAt: sql`now()`,
    })
    .where(eq(authorizations.id, id))
    .returning();
  const shown = toAuthorization({ ...row!, shown: status }, config.AUTHORIZATION_EXPIRY_DAYS);
  // Both named: who asked and who decided (the entry's actor).
  await recordAudit(tx, checkerId, {
    action: status === 'Autorizada' ? 'approve' : 'reject',
    entity: 'authorization',
    entityId: id,
    before: { status: 'Pendiente' },
    after: {
      status,
      action: shown.action,
      maker: shown.maker,
      checker: shown.checker,
      ...(reason && { reason }),
    },
  });
  return shown;
}

/** The request or loan an action decides on, for the self-dealing check; none for an expense or a rate. */
function decidedBy(action: AuthorizationAction, entityId: number | null): Decided | undefined {
  if (entityId === null) return undefined;
  if (action === 'request.approve') return { request: entityId };
  if (action === 'loan.reschedule' || action === 'loan.writeoff') return { loan: entityId };
  return undefined;
}

/**
 * Applies the waiting operation now, exactly as its direct route would, in the maker's name and
 * re-validated by that route's own rules: a refusal (the request already decided, the loan paid)
 * answers 409 with its reason and leaves it Pendiente.
 */
export async function approveAuthorization(
  tx: Tx,
  config: Config,
  checkerId: number,
  id: number,
): Promise<AuthorizationDecision> {
  const row = await lockWaiting(tx, config, checkerId, id);
  const action = row.action as AuthorizationAction;
  // Applied in the maker's name: he must still be allowed to do it (roles change, accounts go).
  const { permission } = actions[action];
  if (!(await permissionsOf(tx, row.makerId)).has(permission))
    throw new HttpError(409, authorizationMessages.makerLacks(permission));
  // Neither signature may be on one's own credit: the checker's cédula, and the maker's again now.
  const target = decidedBy(action, row.entityId);
  if (target) for (const who of [checkerId, row.makerId]) await refuseSelfDealing(tx, who, target);
  try {
    await (
      actions[action].apply as (t: Tx, c: Config, m: number, p: Payloads[typeof action]) => Promise<unknown>
    )(tx, config, row.makerId, row.payload as Payloads[typeof action]);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) throw new HttpError(409, err.message);
    throw err;
  }
  return {
    message: authorizationMessages.approved,
    authorization: await decide(tx, config, checkerId, id, 'Autorizada', null),
  };
}

export async function rejectAuthorization(
  tx: Tx,
  config: Config,
  checkerId: number,
  id: number,
  reason: string,
): Promise<AuthorizationDecision> {
  await lockWaiting(tx, config, checkerId, id);
  return {
    message: authorizationMessages.rejected,
    authorization: await decide(tx, config, checkerId, id, 'Rechazada', reason),
  };
}
