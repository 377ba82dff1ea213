import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currency,
  currencyChangeBody,
  currencyChangeRecord,
  currencyChanged,
  currencyPreview,
  currencyPreviewQuery,
  errorBody,
  paginationQuery,
  referenceUnit,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { changeUnit } from './change';
import { listUnitChanges } from './history';
import { previewChange } from './preview';
import { readUnit } from './unit';

const tags = ['settings'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The reference unit (issue 29): read by everyone, the landing included; changed by administrators. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/currency',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The reference unit loans are counted in ("petro" in a field name means this unit)',
        response: { 200: currency },
      },
    },
    async () => {
      await readUnit(app.ctx.db);
      return referenceUnit();
    },
  );

  app.get(
    '/api/settings/currency/preview',
    {
      // The preview of a global change, with the whole portfolio's totals: every line's administrators only.
      config: { access: 'administrator', everyLine: true },
      schema: {
        tags,
        summary: 'What a change of unit would convert, changing nothing',
        querystring: currencyPreviewQuery,
        response: { 200: currencyPreview, ...errors },
      },
    },
    (request) => previewChange(app.ctx.db, request.query.code, request.query.factor),
  );

  app.get(
    '/api/settings/currency/changes',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Past changes of unit, newest first',
        querystring: paginationQuery,
        response: { 200: z.array(currencyChangeRecord), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listUnitChanges(app.ctx.db, request.query)),
  );

  app.post(
    '/api/settings/currency',
    {
      config: { access: 'administrator', permission: 'settings.write', everyLine: true },
      schema: {
        tags,
        summary:
          'Changes the unit: every amount in it × factor, every rate ÷ factor, in one transaction; the Bs stay as they were',
        body: currencyChangeBody,
        response: { 200: currencyChanged, ...errors, 409: errorBody },
      },
    },
    (request, reply) =>
      replyOnce(
        app.ctx,
        request,
        reply,
        { name: 'currency-change', statusCode: 200 },
        (tx) => changeUnit(tx, request.principal!.id, request.body),
        'change',
      ),
  );
};
