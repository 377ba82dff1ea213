import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountBody,
  accountEmailBody,
  accountPasswordBody,
  accountPhoneBody,
  errorBody,
  messageBody,
  tokenParams,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import * as service from './service';

const tags = ['account'];
const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The carrier's own account (`/panel/mi-cuenta`): its data, phone, e-mail and password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/account',
    {
      config: { access: 'carrier' },
      schema: { tags, response: { 200: accountBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    },
    (request) => service.account(ctx.db, request.principal!),
  );

  app.patch(
    '/api/account/phone',
    {
      config: { access: 'carrier' },
      schema: { tags, body: accountPhoneBody, response: { 200: messageBody, ...writeErrors } },
    },
    (request, reply) =>
      replyOnce(ctx, request, reply, { name: 'account-phone', statusCode: 200 }, (tx) =>
        service.changePhone(tx, request.principal!, request.body),
      ),
  );

  app.post(
    '/api/account/email',
    {
      config: { access: 'carrier' },
      schema: { tags, body: accountEmailBody, response: { 200: messageBody, ...writeErrors } },
    },
    (request, reply) =>
      replyOnce(ctx, request, reply, { name: 'account-email', statusCode: 200 }, (tx) =>
        service.requestEmailChange(ctx, tx, request.principal!, request.body),
      ),
  );

  // Public: the link is opened from the new address's inbox, maybe on another device, signed out.
  app.post(
    '/api/account/email/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: tokenParams,
        response: { 200: messageBody, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    (request) => service.confirmEmailChange(ctx, request.params.token, request.ip),
  );

  app.post(
    '/api/account/password',
    {
      config: { access: 'carrier' },
      schema: {
        tags,
        body: accountPasswordBody,
        response: { 200: messageBody, ...writeErrors, 429: errorBody },
      },
    },
    async (request, reply) => {
      return service.checkPasswordAttempt(ctx, request.principal!, () =>
        replyOnce(ctx, request, reply, { name: 'account-password', statusCode: 200 }, (tx) =>
          service.changeOwnPassword(tx, request.principal!, request.body),
        ),
      );
    },
  );
};
