import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@app/domain';
import type { ListParams } from '../list-query';
import { sendListExport, type ExportFormat, type ListExport } from './list-export';

type App = Parameters<FastifyPluginAsyncZod>[0];

export const exportFormat = z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv o xlsx.' });

/**
 * The list's query without its page (every row: its filters and order) and with the format. zod
 * refuses to omit keys of a refined object, so the shape is copied and the refinements (the audit's
 * date range) are carried over as checks.
 */
function exportQuery(list: z.ZodObject) {
  const checks = (list._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  const query = z.object(list.shape).omit({ limit: true, offset: true }).extend({ format: exportFormat });
  return checks.length ? query.check(...checks) : query;
}

/**
 * `GET <list path>/export?format=csv|xlsx&<the list's filters>`: administrators only, every row the
 * filters select in the list's order (issue 14). The list's own query schema validates the filters.
 */
export function exportRoute<Q extends ListParams<K>, K extends string, Row>(
  app: App,
  path: string,
  querystring: z.ZodObject,
  exp: ListExport<Q, K, Row>,
  tags: string[],
): void {
  app.get(
    `${path}/export`,
    {
      config: {
        access: 'administrator',
        permission: 'exports.run',
        ...(exp.everyLine && { everyLine: true }),
      },
      schema: {
        tags,
        summary: `${exp.sheet}: CSV o Excel`,
        querystring: exportQuery(querystring),
        response: { 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      await sendListExport(
        app.ctx.db,
        request,
        reply,
        exp,
        request.query as unknown as Q & { format: ExportFormat },
      );
    },
  );
}
