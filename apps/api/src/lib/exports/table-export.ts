import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { businessDate, formatBs, formatDay, formatPetro, type AuditEntity } from '@app/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../modules/audit/record';
import { pdfDocument } from '../pdf/pdf-document';
import { sendPdf } from '../pdf/send-pdf';
import type { CellValue, ExportColumn } from './columns';
import { downloadHeaders, writerFor, type ExportFormat } from './list-export';

/** A report that is not a list (the books): its rows in batches, written as CSV, XLSX or a PDF table. */
export interface TableExport<Row> {
  /** The file's name before the day ('libro-diario'), the sheet's and the PDF's title. */
  file: string;
  sheet: string;
  /** The PDF's second line: the period, the account. */
  subtitle: string;
  entity: AuditEntity;
  columns: ExportColumn<Row>[];
  /** The rows, a batch at a time (a journal of a year is read page by page, never whole). */
  batches: () => AsyncIterable<Row[]>;
}

/** A cell as the PDF prints it: Bs and the unit with their decimals (es-VE), days as dd/mm/yyyy. */
function pdfCell(kind: ExportColumn<unknown>['kind'], value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'bs') return formatBs(String(value));
  if (kind === 'petro' || kind === 'rate') return formatPetro(String(value));
  if (kind === 'day') return formatDay(String(value));
  return String(value);
}

/**
 * Sends a report as a file, audited before the first byte like the lists' exports. The spreadsheets
 * are written while the batches are read; the PDF (a document to sign) is built whole, then sent.
 */
export async function sendTableExport<Row>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat | 'pdf',
  exp: TableExport<Row> & { orgName: string; filters: Record<string, unknown> },
): Promise<void> {
  await recordAudit(db, request.principal!.id, {
    action: 'export',
    entity: exp.entity,
    entityId: null,
    after: { format, file: exp.file, ...exp.filters },
  });
  const name = `${exp.file}-${businessDate()}.${format}`;
  if (format === 'pdf') {
    const pdf = pdfDocument({ orgName: exp.orgName, title: exp.sheet, subtitle: exp.subtitle });
    const rows: string[][] = [];
    for await (const batch of exp.batches())
      for (const row of batch) rows.push(exp.columns.map((c) => pdfCell(c.kind, c.value(row))));
    const widths = exp.columns.map((c) => (c.kind === 'text' ? 2 : 1));
    const sum = widths.reduce((a, b) => a + b, 0);
    pdf.table(
      exp.columns.map((c, i) => ({
        header: c.header,
        width: widths[i]! / sum,
        align: c.kind === 'text' || c.kind === 'day' ? 'left' : 'right',
      })),
      rows,
    );
    await sendPdf(reply, { file: await pdf.done(), name });
    return;
  }
  const out = new PassThrough();
  downloadHeaders(reply, format, name);
  const produce = async () => {
    let failed: Error | undefined;
    const writer = writerFor(
      format,
      exp.sheet,
      exp.columns,
      (chunk) => out.write(chunk),
      (error) => (error ? (failed = error) : out.end()),
    );
    for await (const batch of exp.batches()) {
      for (const row of batch) writer.row(exp.columns.map((c) => c.value(row)));
      if (failed) throw failed;
      if (out.destroyed) return;
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    writer.end();
  };
  produce().catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed midway');
    out.destroy(error as Error);
  });
  await reply.send(out);
}
