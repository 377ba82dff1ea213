import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, mailQuery, mailRow, messages, resendMailBody } from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { listMail } from './list';
import { resendMail } from './resend';

const tags = ['mail'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The Correos screen: what the outbox sent, holds and gave up on, and the resend button. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail',
    {
      config: { access: 'administrator' },
      schema: { tags, querystring: mailQuery, response: { 200: z.array(mailRow), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listMail(app.ctx.db, request.query, request.principal!)),
  );

  app.post(
    '/api/mail/:id/resend',
    {
      // Mail to an affiliate belongs to his line; any other message to administrators of every line.
      config: {
        access: 'administrator',
        permission: 'mail.resend',
        row: { kind: 'mail', notFound: messages.mailNotFound },
      },
      schema: {
        tags,
        params: idParam,
        // No body resends a failed or unconfirmed message; a sent one needs `{ "copy": true }`.
        body: resendMailBody.nullish(),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'mail-resend', statusCode: 200 }, (tx) =>
        resendMail(tx, request.principal!.id, request.params.id, request.body?.copy === true),
      ),
  );
};
