import { eq, inArray } from 'drizzle-orm';
import {
  ledgerAccountMessages as m,
  movementKindLabels,
  movementKindTypes,
  movementKinds,
  type AccountMappingBody,
  type AccountMappingItem,
  type LedgerAccountType,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { accountMapping, accounts } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { lockChart } from './service';

async function readMapping(db: Db | Tx): Promise<AccountMappingItem[]> {
  const rows = await db
    .select({ kind: accountMapping.kind, accountCode: accounts.code, accountName: accounts.name })
    .from(accountMapping)
    .innerJoin(accounts, eq(accounts.id, accountMapping.accountId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  // In the catalogue's order; every kind has a row from the migration on.
  return movementKinds.flatMap((kind) => {
    const row = byKind.get(kind);
    return row
      ? [
          {
            kind,
            label: movementKindLabels[kind],
            accountCode: row.accountCode,
            accountName: row.accountName,
          },
        ]
      : [];
  });
}

/** Which account each movement kind posts to. */
export const getMapping = (db: Db) => readMapping(db);

/** Replaces the mapping: every code must name an active account of a type its kind accepts (400 naming the kind). */
export function putMapping(db: Db, actor: number, body: AccountMappingBody): Promise<AccountMappingItem[]> {
  return db.transaction(async (tx) => {
    await lockChart(tx);
    const codes = [...new Set(Object.values(body))];
    const found = await tx.select().from(accounts).where(inArray(accounts.code, codes));
    const byCode = new Map(found.map((a) => [a.code, a]));
    const fields: Record<string, string> = {};
    for (const kind of movementKinds) {
      const code = body[kind];
      const target = byCode.get(code);
      const types = movementKindTypes[kind];
      if (!target) fields[kind] = m.mappingUnknown(code);
      else if (!target.active) fields[kind] = m.mappingInactive(code);
      else if (!types.includes(target.type as LedgerAccountType))
        fields[kind] = m.mappingType(movementKindLabels[kind], types);
    }
    const first = Object.values(fields)[0];
    if (first) throw new HttpError(400, first, fields);
    const before = Object.fromEntries((await readMapping(tx)).map((r) => [r.kind, r.accountCode]));
    for (const kind of movementKinds) {
      const accountId = byCode.get(body[kind])!.id;
      await tx
        .insert(accountMapping)
        .values({ kind, accountId })
        .onConflictDoUpdate({ target: accountMapping.kind, set: { accountId } });
    }
    const after = await readMapping(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'account-mapping',
      entityId: null,
      before,
      after: Object.fromEntries(after.map((r) => [r.kind, r.accountCode])),
    });
    return after;
  });
}
