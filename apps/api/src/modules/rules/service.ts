import { desc } from 'drizzle-orm';
import { bsToPetro, messages, toJsonNumber, type Rule, type RulesQuery } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { rules } from '../../db/schema';
import { readList, tableList } from '../../lib/list-query';
import { HttpError } from '../../plugins/errors';
import { requireCurrentRate } from '../prices';
import { recordCreation } from '../audit';

type Row = typeof rules.$inferSelect;
const toRule = (r: Row): Rule => ({
  id: r.id,
  created: r.createdAt.toISOString(),
  amountInPetro: toJsonNumber(r.amountInPetro),
  amountBs: toJsonNumber(r.amountBs),
  rate: toJsonNumber(r.rate),
});
const newestFirst = [desc(rules.createdAt), desc(rules.id)];

export const listRules = (db: Db, q: RulesQuery) =>
  readList(
    db,
    tableList(rules, toRule, { filters: {}, sorts: { created: rules.createdAt }, tiebreak: rules.id }),
    q,
  );

export async function latestRule(db: Db | Tx): Promise<Rule | undefined> {
  const [row] = await db
    .select()
    .from(rules)
    .orderBy(...newestFirst)
    .limit(1);
  return row && toRule(row);
}

/** A rule typed in Bs is kept in ₽ at the current rate, so it follows later rates. Inside the caller's transaction. */
export async function createRule(tx: Tx, actor: number, amountBs: number): Promise<Rule> {
  const rate = await requireCurrentRate(tx);
  const amountInPetro = bsToPetro(amountBs, rate);
  if (amountInPetro.lte(0))
    throw new HttpError(400, messages.amountTooSmall, { amount: messages.amountTooSmall });
  const [row] = await tx
    .insert(rules)
    .values({ amountInPetro: amountInPetro.toFixed(), amountBs: String(amountBs), rate: rate.toFixed() })
    .returning();
  return recordCreation(tx, actor, 'rule', toRule(row!));
}
