import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceSheet as balanceSheetSchema,
  errorBody,
  incomeStatement as incomeStatementSchema,
  journalEntry,
  journalExportQuery,
  journalQuery,
  ledger,
  ledgerExportQuery,
  ledgerParams,
  ledgerQuery,
  statementExportQuery,
  statementQuery,
  trialBalance as trialBalanceSchema,
  trialBalanceExportQuery,
  trialBalanceQuery,
} from '@app/domain';
import { sendPage } from '../../lib/list-query';
import { sendTableExport, type TableExport } from '../../lib/exports/table-export';
import {
  balanceSheetFile,
  incomeStatementFile,
  journalFile,
  ledgerFile,
  trialBalanceFile,
} from './book-files';
import { listJournal } from './journal';
import { readLedger } from './ledger';
import { balanceSheet, incomeStatement, trialBalance } from './trial-balance';

const tags = ['books'];
// The books are the whole cooperative's (issue 32): read with audit.read or exports.run, by administrators of every line.
const read = { access: 'administrator', permission: ['audit.read', 'exports.run'], everyLine: true } as const;
const exporting = { access: 'administrator', permission: 'exports.run', everyLine: true } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The journal, the ledgers, the trial balance and the month's statements, and each as a file. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const orgName = app.ctx.config.ORG_NAME;

  app.get(
    '/api/journal',
    {
      config: read,
      schema: { tags, querystring: journalQuery, response: { 200: z.array(journalEntry), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listJournal(db, request.query)),
  );

  app.get(
    '/api/ledger/:accountCode',
    {
      config: read,
      schema: { tags, params: ledgerParams, querystring: ledgerQuery, response: { 200: ledger, ...errors } },
    },
    async (request, reply) => {
      const { total, ...page } = await readLedger(db, request.params.accountCode, request.query);
      reply.header('X-Total-Count', total);
      return page;
    },
  );

  app.get(
    '/api/reports/trial-balance',
    {
      config: read,
      schema: { tags, querystring: trialBalanceQuery, response: { 200: trialBalanceSchema, ...errors } },
    },
    (request) => trialBalance(db, request.query),
  );

  app.get(
    '/api/reports/income-statement',
    {
      config: read,
      schema: { tags, querystring: statementQuery, response: { 200: incomeStatementSchema, ...errors } },
    },
    (request) => incomeStatement(db, request.query.month),
  );

  app.get(
    '/api/reports/balance-sheet',
    {
      config: read,
      schema: { tags, querystring: statementQuery, response: { 200: balanceSheetSchema, ...errors } },
    },
    (request) => balanceSheet(db, request.query.month),
  );

  /** `<path>/export?format=csv|xlsx|pdf&<the screen's filters>`: the book as a file. */
  const exportOf = <Q extends z.ZodType, R, P extends z.ZodType | undefined = undefined>(
    path: string,
    querystring: Q,
    file: (
      query: z.infer<Q>,
      params: P extends z.ZodType ? z.infer<P> : undefined,
    ) => Promise<TableExport<R>>,
    params?: P,
  ) =>
    app.get(
      `${path}/export`,
      {
        config: exporting,
        schema: {
          tags,
          summary: 'CSV, Excel o PDF',
          querystring,
          ...(params && { params }),
          response: errors,
        },
      },
      async (request, reply) => {
        const query = request.query as z.infer<Q> & { format: 'csv' | 'xlsx' | 'pdf' };
        const { format, ...filters } = query;
        const exp = await file(query, request.params as never);
        await sendTableExport(db, request, reply, format, { ...exp, orgName, filters });
      },
    );

  exportOf('/api/journal', journalExportQuery, async (q) => {
    // An unknown account answers 404 before the file starts.
    await listJournal(db, { ...q, limit: 1, offset: 0 });
    return journalFile(db, q);
  });
  exportOf(
    '/api/ledger/:accountCode',
    ledgerExportQuery,
    async (q, p) => {
      // An unknown account answers 404 before the file starts.
      await readLedger(db, p.accountCode, { ...q, limit: 1, offset: 0 });
      return ledgerFile(db, p.accountCode, q);
    },
    ledgerParams,
  );
  exportOf('/api/reports/trial-balance', trialBalanceExportQuery, async (q) =>
    trialBalanceFile(await trialBalance(db, q), q),
  );
  exportOf('/api/reports/income-statement', statementExportQuery, async (q) =>
    incomeStatementFile(await incomeStatement(db, q.month)),
  );
  exportOf('/api/reports/balance-sheet', statementExportQuery, async (q) =>
    balanceSheetFile(await balanceSheet(db, q.month)),
  );
};
