import { z } from 'zod';
import { lineFilter, listQuery } from './common';
import { mailStates } from '../mail-states';

/** `GET /api/mail`: newest first; by state and by recipient. */
export const mailQuery = listQuery('mail').extend({
  ...lineFilter,
  state: z.enum(mailStates, { error: 'Estado inválido.' }).optional(),
  to: z.string().trim().max(254, { error: 'El máximo de caracteres es de 254' }).optional(),
});
export type MailQuery = z.infer<typeof mailQuery>;

/** One e-mail as the Correos screen lists it (the body stays on the server). */
export const mailRow = z.object({
  id: z.number().int(),
  created: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(mailStates),
  /** Sends that reported back (delivered or refused). */
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;

/**
 * `POST /api/mail/:id/resend`: `copy: true` says the person knows the message was sent and wants
 * a copy; without it a sent message is refused (409), so a script or a stale click cannot do it.
 */
export const resendMailBody = z.object({
  copy: z.boolean({ error: 'copy debe ser true o false.' }).optional(),
});
export type ResendMailBody = z.infer<typeof resendMailBody>;
