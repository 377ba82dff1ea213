import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupStatus as backupStatusSchema,
  configWarning,
  errorBody,
  paymentDetails,
  provisionRates,
  provisionRatesBody,
} from '@app/domain';
import { backupStatus, staleBackupWarning } from '../../db/backup/scheduled';
import { configWarnings } from '../../config-warnings';
import { paymentDetailsOf } from '../../config';
import { getProvisionRates, putProvisionRates } from './provision-rates';

/** The bank details carriers pay to, from configuration (PAYMENT_* variables), and what is left to configure. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  // The configuration is read once at start: so are its warnings.
  const warnings = configWarnings(config);
  app.get(
    '/api/settings/payment-details',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['settings'], response: { 200: paymentDetails, 401: errorBody } },
    },
    () => paymentDetailsOf(config),
  );

  // The back-office banner: what the cooperative still has to configure or fix (administrators only).
  app.get(
    '/api/settings/warnings',
    {
      config: { access: 'administrator' },
      schema: {
        tags: ['settings'],
        response: { 200: z.array(configWarning), 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const stale = staleBackupWarning(await backupStatus(app.ctx.db, config));
      const disk = app.ctx.disk.warning();
      return [
        ...warnings,
        ...(stale ? [{ id: 'backup-stale' as const, message: stale }] : []),
        ...(disk ? [{ id: 'disk-low' as const, message: disk }] : []),
      ];
    },
  );

  // The back-office's sidebar: when the last backup was taken, and how big it is.
  app.get(
    '/api/settings/backup',
    {
      config: { access: 'administrator' },
      schema: { tags: ['settings'], response: { 200: backupStatusSchema, 401: errorBody, 403: errorBody } },
    },
    () => backupStatus(app.ctx.db, config),
  );

  // The month-end provision's percentage per arrears bucket (issue 32): one for every line.
  app.get(
    '/api/settings/provision-rates',
    {
      config: { access: 'administrator' },
      schema: { tags: ['settings'], response: { 200: provisionRates, 401: errorBody, 403: errorBody } },
    },
    () => getProvisionRates(app.ctx.db),
  );

  app.put(
    '/api/settings/provision-rates',
    {
      config: { access: 'administrator', permission: 'settings.write', everyLine: true },
      schema: {
        tags: ['settings'],
        body: provisionRatesBody,
        response: { 200: provisionRates, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => putProvisionRates(app.ctx.db, request.principal!.id, request.body),
  );
};
