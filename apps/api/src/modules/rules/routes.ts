import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRuleBody, errorBody, messages, rule, rulesQuery } from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { HttpError } from '../../plugins/errors';
import * as service from './service';

const tags = ['rules'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/rule',
    {
      config: { access: 'administrator' },
      schema: { tags, querystring: rulesQuery, response: { 200: z.union([z.array(rule), rule]), ...errors } },
    },
    async (request, reply) => {
      if (request.query.getLast === 'true') {
        const last = await service.latestRule(db);
        if (!last) throw new HttpError(404, messages.noRuleYet);
        return last;
      }
      return sendPage(reply, await service.listRules(db, request.query));
    },
  );

  app.post(
    '/api/rule',
    {
      config: { access: 'administrator', permission: 'settings.write', everyLine: true },
      schema: { tags, body: createRuleBody, response: { 201: rule, ...errors } },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'rule', statusCode: 201 }, (tx) =>
        service.createRule(tx, request.principal!.id, request.body.amount),
      ),
  );
};
