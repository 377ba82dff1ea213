import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { businessDate, type AuditEntity } from '@app/domain';
import type { Db, Rows } from '../../db/client';
import { recordAudit } from '../../modules/audit/record';
import { readUnit } from '../../modules/currency/unit';
import {
  conditionsOf,
  lineScope,
  orderOf,
  type ListDefinition,
  type ListParams,
  type Totals,
} from '../list-query';
import type { CellValue, ExportColumn } from './columns';
import { CSV_BOM, csvCell, csvLine } from './csv';
import { XlsxWriter } from './xlsx';

/** Rows read per round trip: ids from the cursor, then the list's own select for those ids. */
const BATCH = 1000;

export type ExportFormat = 'csv' | 'xlsx';

/** A list as a file: its rows, its columns, its name ('pagos') and sheet ('Pagos'), its audit entity. */
export interface ListExport<Q extends ListParams<K>, K extends string, Row> {
  list: ListDefinition<Q, K, Row, Totals>;
  columns: ExportColumn<Row>[];
  file: string;
  sheet: string;
  entity: AuditEntity;
  /** A list of rows tied to no line (funds): for administrators of every line only. */
  everyLine?: true;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file the browser saves as `name`, never cached (it shows the books of the moment). */
export const downloadHeaders = (reply: FastifyReply, format: ExportFormat, name: string) =>
  reply
    .header('content-type', CONTENT_TYPE[format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');

/** A row writer for the format; `emit` gets the bytes, `done` when the last ones were given. */
export function writerFor(
  format: ExportFormat,
  sheet: string,
  columns: Pick<ExportColumn<unknown>, 'kind' | 'header'>[],
  emit: (chunk: Uint8Array | string) => void,
  done: (error?: Error) => void,
) {
  const kinds = columns.map((c) => c.kind);
  const headers = columns.map((c) => c.header);
  if (format === 'xlsx') return new XlsxWriter(sheet, kinds, headers, emit, done);
  emit(CSV_BOM + csvLine(headers.map((h) => csvCell('text', h))));
  return {
    row: (values: CellValue[]) => emit(csvLine(values.map((v, i) => csvCell(kinds[i]!, v)))),
    end: () => done(),
  };
}

/**
 * Sends every row the filters select, in the list's order, as CSV or XLSX, while reading them:
 * one read-only snapshot, a cursor over the matching ids (in the order the list's indexes give),
 * and for each thousand the list's own select, so the file has the columns and values the screen
 * shows. The response is written as it goes and waits when the client reads slower than we write,
 * so a million rows keep the server's memory flat. The export is audited before the first byte.
 */
export async function sendListExport<Q extends ListParams<K>, K extends string, Row>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  exp: ListExport<Q, K, Row>,
  query: Omit<Q, 'limit' | 'offset'> & { format: ExportFormat },
): Promise<void> {
  const { format, ...filters } = query;
  await recordAudit(db, request.principal!.id, {
    action: 'export',
    entity: exp.entity,
    entityId: null,
    after: { format, ...filters },
  });
  const out = new PassThrough();
  let closed = false;
  out.on('close', () => (closed = true));
  downloadHeaders(reply, format, `${exp.file}-${businessDate()}.${format}`);

  const produce = async () => {
    let failed: Error | undefined;
    let writer: ReturnType<typeof writerFor> | undefined;
    await db.transaction(
      async (tx) => {
        // The headers name the unit of the snapshot the figures come from, even across a change of unit.
        await readUnit(tx);
        writer = writerFor(
          format,
          exp.sheet,
          exp.columns,
          (chunk) => out.write(chunk),
          (error) => (error ? (failed = error) : out.end()),
        );
        const { list } = exp;
        const { where, active } = conditionsOf(list, query as unknown as Q);
        // The caller's lines, as the screen's list reads them.
        const all = and(list.base, lineScope(list, request.principal), ...where);
        const narrowed = list.narrowing?.some((name) => active.has(String(name))) ?? false;
        const orderBy = orderOf(list.sorts[query.sort], list.tiebreak, query.order, narrowed);
        const from = list.from ? list.from(active) : sql`${list.table!}`;
        await tx.execute(sql`declare list_export no scroll cursor for
          select ${list.tiebreak} as id from ${from} where ${all ?? sql`true`}
          order by ${sql.join(orderBy, sql`, `)}`);
        for (;;) {
          const batch = (await tx.execute(sql.raw(`fetch ${BATCH} from list_export`))) as Rows<{
            id: number;
          }>;
          const ids = batch.rows.map((r) => r.id);
          if (!ids.length) break;
          const rows = await list.rows(tx as unknown as Db, inArray(list.tiebreak, ids), orderBy, {
            limit: ids.length,
            offset: 0,
          });
          for (const row of rows) writer.row(exp.columns.map((c) => c.value(row)));
          if (failed) throw failed;
          if (closed) return; // the client went away: stop reading
          if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!closed) writer?.end();
  };
  produce().catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed midway');
    out.destroy(error as Error);
  });
  await reply.send(out);
}
