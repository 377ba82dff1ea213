import { asc } from 'drizzle-orm';
import { booksMessages, type LedgerAccountType } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { accounts } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export interface ChartAccount {
  id: number;
  code: string;
  name: string;
  type: LedgerAccountType;
  parentId: number | null;
}

/** The whole chart by code (tens of accounts): the books roll children up into their parents. */
export async function readChart(db: Db | Tx): Promise<ChartAccount[]> {
  const rows = await db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      type: accounts.type,
      parentId: accounts.parentId,
    })
    .from(accounts)
    .orderBy(asc(accounts.code));
  return rows.map((r) => ({ ...r, type: r.type as LedgerAccountType }));
}

/** The account named by `code` and the ids of its subtree (itself first): 404 for an unknown code. */
export function subtreeOf(chart: ChartAccount[], code: string): { account: ChartAccount; ids: number[] } {
  const account = chart.find((a) => a.code === code);
  if (!account) throw new HttpError(404, booksMessages.accountNotFound);
  const ids = [account.id];
  // Breadth first: the chart has no loops (the chart's service refuses them).
  for (let i = 0; i < ids.length; i++)
    for (const child of chart) if (child.parentId === ids[i]) ids.push(child.id);
  return { account, ids };
}

/** Assets and expenses grow by debits; liabilities, equity and income by credits. */
export const debitNormal = (type: LedgerAccountType): boolean => type === 'Activo' || type === 'Gasto';
