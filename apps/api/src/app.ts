import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './plugins/serializer';
import { messages, setBusinessTimeZone } from '@app/domain';
import type { AppContext } from './context';
import { createMailer } from './modules/mail/mailer';
import { syncSummaryTimeZone } from './lib/list-summary';
import { SessionCache } from './lib/session-cache';
import { GrantsCache } from './lib/grants-cache';
import { createMailSender } from './modules/mail/transport';
import { creditRequestRoutes } from './modules/credit-requests/routes';
import { interestRoutes } from './modules/interests/routes';
import { ruleRoutes } from './modules/rules/routes';
import { conditionRoutes } from './modules/conditions/routes';
import { loanRoutes } from './modules/loans/routes';
import { collectionRoutes } from './modules/collections/routes';
import { reportRoutes } from './modules/reports/routes';
import { exportRoutes } from './modules/exports/routes';
import { paymentRoutes } from './modules/payments/routes';
import { bookRoutes } from './modules/books/routes';
import { settingsRoutes } from './modules/settings/routes';
import { currencyRoutes } from './modules/currency/routes';
import { auditRoutes } from './modules/audit/routes';
import { mailRoutes } from './modules/mail/routes';
import accessPlugin from './plugins/access';
import { registerErrorHandling } from './plugins/errors';
import { refuseWhileClosing } from './plugins/closing';
import { refuseWritesWhileDiskFull } from './plugins/disk-full';
import { httpLimits } from './http-limits';
import { socialLinksOf } from './config';
import { registerTextInputCheck } from './plugins/text-input';
import { registerWebApp } from './plugins/web-app';
import { SECURITY_HEADERS, registerSecurityHeaders } from './plugins/security-headers';
import { authRoutes } from './modules/auth/routes';
import { priceRoutes } from './modules/prices/routes';
import { healthRoutes } from './modules/health/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { affiliateRoutes } from './modules/affiliates/routes';
import { documentRoutes } from './modules/documents';
import { carrierRoutes } from './modules/carriers/routes';
import { administratorRoutes } from './modules/administrators/routes';
import { roleRoutes } from './modules/roles/routes';
import { chartRoutes } from './modules/chart/routes';
import { periodRoutes } from './modules/periods/routes';
import { ledgerRoutes } from './modules/ledger';
import { authorizationRoutes } from './modules/authorizations';
import { keepUnitFresh } from './modules/currency/unit';
import { API_DESCRIPTION } from './api-description';
import { referenceUnit } from '@app/domain';
import { accountRoutes } from './modules/account';

export interface BuildOptions {
  /** Everything but the mailer, which the app builds on its own logger. */
  ctx: Omit<AppContext, 'mailer'>;
  /** The server's own logger (it logged the start before the app existed); none in tests. */
  logger?: FastifyBaseLogger;
  /** The built web app to serve beside the API; omitted in API tests. */
  webDist?: string;
}

/** A request this slow is logged (with its route and status); the others are not. */
const SLOW_REQUEST_MS = 1000;

/** Builds the Fastify app: framework plugins, then ours, then the routes. Does not listen. */
export async function buildApp({ ctx: base, logger, webDist }: BuildOptions) {
  // "Today" in every date rule of the shared schemas is the business day of APP_TIMEZONE.
  setBusinessTimeZone(base.config.APP_TIMEZONE);
  // The database's counters count days in the same zone.
  await syncSummaryTimeZone(base.db, base.config.APP_TIMEZONE);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // A log line per request cost more than many requests themselves: errors and slow requests only.
    disableRequestLogging: true,
    // Bodies here are small forms (BODY_LIMIT_KB); slow clients are cut by the timeouts.
    ...httpLimits(base.config),
    // The spec calls some paths with and some without the trailing slash (and `/api/prices//`).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // In-flight requests finish on shutdown; new ones get plugins/closing.ts's Spanish 503, not Fastify's English one.
    return503OnClosing: false,
    trustProxy: base.config.TRUST_PROXY === 'true',
    // A path the router cannot read (bad percent-encoding, a parameter over 200 characters) never
    // reaches the error handler: answer it here, in Spanish, without echoing the path.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      void reply
        .headers(SECURITY_HEADERS)
        .status(err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
        .send({ error: messages.invalidUrl });
    },
  });
  const ctx: AppContext = {
    ...base,
    // Retries come from the server's 'mail' job (jobs/background-work.ts); tests flush by hand.
    mailer: createMailer(base.db, createMailSender(base.config), app.log, {
      giveUpHours: base.config.MAIL_GIVE_UP_HOURS,
      perMinute: base.config.MAIL_PER_MINUTE,
    }),
  };
  app.addHook('onClose', () => ctx.mailer.stop());
  refuseWhileClosing(app);
  // Before the session check: a refused write touches nothing, not even the database.
  refuseWritesWhileDiskFull(app, () => ctx.disk.refusing);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS)
      request.log.warn(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'slow request',
      );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // The reference unit every text of a request writes: this process's copy, at most a second old.
  app.addHook('onRequest', () => keepUnitFresh(ctx.db));
  // Every API answer names the unit its figures are in: a page kept by a phone learns a change from its first call.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('X-Reference-Unit', referenceUnit().code);
  });
  // The API speaks JSON only: a text body is answered 415 instead of reaching validation.
  app.removeContentTypeParser('text/plain');

  await app.register(swagger, {
    openapi: {
      info: { title: 'Préstamos a transportistas — API', version: '1.0.0', description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(rateLimit, { global: false });
  // A signed-in request checks its login and an administrator's grants in memory; any revocation or
  // change of grants, here or on another server, empties them.
  const sessions = new SessionCache(base.config.SESSION_CACHE_SECONDS * 1000);
  const grants = new GrantsCache(base.config.SESSION_CACHE_SECONDS * 1000);
  const stopListening = await base.database.listen(
    { sessions_revoked: () => sessions.forget(), grants_changed: () => grants.forget() },
    (listening) => {
      sessions.hearing(listening);
      grants.hearing(listening);
    },
  );
  app.addHook('onClose', async () => {
    await stopListening();
    sessions.close();
    grants.close();
  });
  await app.register(accessPlugin, { secret: ctx.secret, db: ctx.db, sessions, grants });
  // A connection dropped while the disk is full (PostgreSQL's PANIC) is the full disk, not a database away.
  registerErrorHandling(app, () => ctx.disk.refusing);
  registerSecurityHeaders(app);
  registerTextInputCheck(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(priceRoutes);
  await app.register(organizationRoutes);
  await app.register(affiliateRoutes);
  await app.register(documentRoutes);
  await app.register(carrierRoutes);
  await app.register(administratorRoutes);
  await app.register(roleRoutes);
  await app.register(authorizationRoutes);
  await app.register(accountRoutes);
  await app.register(interestRoutes);
  await app.register(ruleRoutes);
  await app.register(conditionRoutes);
  await app.register(creditRequestRoutes);
  await app.register(loanRoutes);
  await app.register(collectionRoutes);
  await app.register(reportRoutes);
  await app.register(exportRoutes);
  await app.register(paymentRoutes);
  await app.register(mailRoutes);
  await app.register(bookRoutes);
  await app.register(settingsRoutes);
  await app.register(chartRoutes);
  await app.register(periodRoutes);
  await app.register(ledgerRoutes);
  await app.register(currencyRoutes);
  await app.register(auditRoutes);
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());

  await registerWebApp(app, webDist, {
    orgName: ctx.config.ORG_NAME,
    timeZone: ctx.config.APP_TIMEZONE,
    socialLinks: socialLinksOf(ctx.config),
  });
  return app;
}
