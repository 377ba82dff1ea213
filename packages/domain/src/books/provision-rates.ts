import { z } from 'zod';
import { PROVISION_BUCKETS, type ProvisionBucket } from './provisions';

/** How Configuración names each provision bucket. */
export const provisionBucketLabels: Record<ProvisionBucket, string> = {
  current: 'Al día',
  '1-30': 'De 1 a 30 días de atraso',
  '31-60': 'De 31 a 60 días de atraso',
  '61-90': 'De 61 a 90 días de atraso',
  '91-180': 'De 91 a 180 días de atraso',
  '180+': 'Más de 180 días de atraso',
};

export const provisionRateMessages = {
  required: 'Indique el porcentaje de cada tramo.',
  range: 'El porcentaje debe estar entre 0 y 100.',
  decimals: 'El porcentaje admite hasta dos decimales.',
  saved: 'Porcentajes de provisión guardados.',
};

const m = provisionRateMessages;
const percent = z
  .number({ error: m.required })
  .min(0, { error: m.range })
  .max(100, { error: m.range })
  // Two decimals as written: the number's own shortest text (1e-7 and 0.125 fail).
  .refine((p) => /^\d+(\.\d{1,2})?$/.test(String(p)), { error: m.decimals });

/** `PUT /api/settings/provision-rates` and the form: every bucket's percentage of the principal to provision. */
export const provisionRatesBody = z.object(
  Object.fromEntries(PROVISION_BUCKETS.map(({ bucket }) => [bucket, percent])) as Record<
    ProvisionBucket,
    typeof percent
  >,
  { error: m.required },
);
export type ProvisionRatesBody = z.infer<typeof provisionRatesBody>;

/** `GET /api/settings/provision-rates`: the buckets in order, each with its label and percentage. */
export const provisionRateItem = z.object({
  bucket: z.enum(PROVISION_BUCKETS.map((b) => b.bucket) as [ProvisionBucket, ...ProvisionBucket[]]),
  label: z.string(),
  percent: z.number(),
});
export const provisionRates = z.array(provisionRateItem);
export type ProvisionRateItem = z.infer<typeof provisionRateItem>;
