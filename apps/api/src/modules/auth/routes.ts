import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  recoveryBody,
  errorBody,
  tokenParams,
  loginBody,
  loginForm,
  logoutBody,
  meBody,
  messageBody,
  messages,
  ownProfileBody,
  passwordChangedBody,
  refreshBody,
  sessionBody,
  tokenKindBody,
} from '@app/domain';
import { updateOwnProfile } from '../administrators';
import * as auth from './service';
import { takeAttempt } from '../../lib/attempt-limiter';
import { signInLimits } from './limits';

const tags = ['auth'];
const sessionResponses = { 200: sessionBody, 400: errorBody, 401: errorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  // Sign-in and recovery are limited per address and per account in the database (auth/limits.ts).
  const limits = signInLimits(config);
  const tooMany = { 429: errorBody };
  app.post(
    '/api/auth/login',
    {
      // Signing in writes a login row: allowed on a full disk, so people can still read (decision 31).
      config: { access: 'public', whileDiskFull: 'allowed' },
      schema: { tags, body: loginBody, response: { ...sessionResponses, ...tooMany } },
    },
    (request) => auth.login(app.ctx, request.body, request.ip),
  );

  // The paths the web app calls, one per kind of account (spec section 7).
  for (const [path, type] of [
    ['/api/auth/carrier/login', 'Carrier'],
    ['/api/auth/administrator/login', 'Administrator'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'public', whileDiskFull: 'allowed' },
        schema: { tags, body: loginForm, response: { ...sessionResponses, ...tooMany } },
      },
      (request) => auth.login(app.ctx, { ...request.body, type }, request.ip),
    );
  }

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public', whileDiskFull: 'allowed' },
      schema: { tags, body: refreshBody, response: sessionResponses },
    },
    (request) => auth.refresh(app.ctx, request.body.refresh),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'signedIn', whileDiskFull: 'allowed' },
      // Fastify hands a request without a body to validation as null: logout needs none.
      schema: { tags, body: logoutBody.nullish(), response: { 200: messageBody, 401: errorBody } },
    },
    async (request) => {
      await auth.logout(app.ctx, request.principal!, request.body?.refresh);
      return { message: messages.loggedOut };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: meBody, 401: errorBody } } },
    (request) => auth.me(app.ctx, request.principal!),
  );

  // Administrators only: a carrier's cédula and phone are its affiliate's, edited in the registry.
  app.patch(
    '/api/auth/me',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        body: ownProfileBody,
        response: { 200: meBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await updateOwnProfile(app.ctx.db, request.principal!, request.body);
      return auth.me(app.ctx, request.principal!);
    },
  );

  // Tells the set-password page which login a link's account uses, before it is spent; never the account.
  app.get(
    '/api/auth/change-password/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: tokenParams,
        response: { 200: tokenKindBody, 400: errorBody, 404: errorBody, ...tooMany },
      },
    },
    async (request) => {
      await takeAttempt(app.ctx.db, limits.linkAddress, request.ip);
      return { type: await auth.passwordLinkKind(app.ctx, request.params.token) };
    },
  );

  app.patch(
    '/api/auth/change-password/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: tokenParams,
        body: changePasswordBody,
        response: { 200: passwordChangedBody, 400: errorBody, ...tooMany },
      },
    },
    async (request) => {
      await takeAttempt(app.ctx.db, limits.linkAddress, request.ip);
      const type = await auth.changePasswordWithToken(app.ctx, request.params.token, request.body.password);
      return { message: messages.passwordChanged, type };
    },
  );

  app.post(
    '/api/auth/recovery-password',
    {
      config: { access: 'public' },
      schema: { tags, body: recoveryBody, response: { 200: messageBody, 400: errorBody, 429: errorBody } },
    },
    async (request) => {
      await auth.requestPasswordRecovery(app.ctx, request.body.email, request.ip);
      return { message: messages.recoverySent };
    },
  );
};
