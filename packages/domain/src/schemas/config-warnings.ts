import { z } from 'zod';

/** The configuration mistakes and the conditions (a stale backup, a low disk) the server warns about at start and in the back-office banner. */
export const configWarningIds = [
  'payment-placeholders',
  'public-url-local',
  'jwt-secret-missing',
  'backup-stale',
  'disk-low',
] as const;

/** `GET /api/settings/warnings`: each warning says, in Spanish, what to set. */
export const configWarning = z.object({
  id: z.enum(configWarningIds),
  message: z.string(),
});
export type ConfigWarning = z.infer<typeof configWarning>;
