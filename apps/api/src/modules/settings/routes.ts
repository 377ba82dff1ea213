import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, paymentDetails } from '@app/domain';

/** The bank details carriers pay to, from configuration (PAYMENT_* variables). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  app.get(
    '/api/settings/payment-details',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['settings'], response: { 200: paymentDetails, 401: errorBody } },
    },
    () => ({
      bank: config.PAYMENT_BANK_NAME,
      holder: config.PAYMENT_ACCOUNT_HOLDER,
      account: config.PAYMENT_ACCOUNT_NUMBER,
      rif: config.PAYMENT_RIF,
    }),
  );
};
