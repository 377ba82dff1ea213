import { eq } from 'drizzle-orm';
import {
  Decimal,
  authorizationActions,
  authorizationMessages,
  type AuthorizationAction,
  type AuthorizationRule,
  type AuthorizationRules,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { authorizationRules } from '../../db/schema';
import { recordAudit } from '../audit';

/** Every action's rule, in the catalogue's order; an action never saved is off. */
export async function readRules(db: Db | Tx): Promise<AuthorizationRules> {
  const rows = await db.select().from(authorizationRules);
  const saved = new Map(rows.map((r) => [r.action, r]));
  return {
    rules: authorizationActions.map((action) => {
      const row = saved.get(action);
      return {
        action,
        enabled: row?.enabled ?? false,
        threshold: row?.threshold == null ? null : Number(row.threshold),
      };
    }),
  };
}

/** The rule of one action, or null when it is off (the direct route goes on as ever). */
export async function ruleInForce(
  db: Db | Tx,
  action: AuthorizationAction,
): Promise<{ threshold: Decimal | null } | null> {
  const [row] = await db.select().from(authorizationRules).where(eq(authorizationRules.action, action));
  if (!row?.enabled) return null;
  return { threshold: row.threshold == null ? null : new Decimal(row.threshold) };
}

/** Saves the rules named (the others keep theirs), audited as one change of the settings. */
export function saveRules(db: Db, actor: number, body: AuthorizationRules) {
  return db.transaction(async (tx) => {
    const before = await readRules(tx);
    for (const rule of body.rules) {
      const values = { enabled: rule.enabled, threshold: thresholdText(rule) };
      await tx
        .insert(authorizationRules)
        .values({ action: rule.action, ...values })
        .onConflictDoUpdate({ target: authorizationRules.action, set: values });
    }
    const after = await readRules(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'authorization',
      entityId: null,
      before,
      after,
    });
    return { message: authorizationMessages.rulesSaved, ...after };
  });
}

const thresholdText = (rule: AuthorizationRule) =>
  rule.threshold === null ? null : new Decimal(rule.threshold).toFixed();
