import { and, count, eq } from 'drizzle-orm';
import type { AuditEntity } from '@app/domain';
import type { Db } from '../src/db/client';
import { auditLog } from '../src/db/schema';

/** How many audit entries name this record: one per effect, however many requests raced. */
export async function auditCount(db: Db, entity: AuditEntity, entityId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
  return row?.n ?? 0;
}
