import { z } from 'zod';

/** `GET /api/settings/backup`: the scheduled backups as administrators see them. */
export const backupStatus = z.object({
  /** Hours between scheduled backups; 0: none scheduled on this server. */
  everyHours: z.number().int(),
  last: z.object({ at: z.string(), bytes: z.number(), file: z.string() }).nullable(),
  failed: z.object({ at: z.string(), error: z.string() }).nullable(),
  stale: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatus>;
