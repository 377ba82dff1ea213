import type { MailMessage } from './transport';

/**
 * Who goes first when the outbox's rate (MAIL_PER_MINUTE) makes mail wait: a person waiting on a
 * screen for a link, then notices of decisions, then bulk mail (reminders), stored as 0, 1, 2.
 */
export const mailPriorities = { waiting: 0, notice: 1, bulk: 2 } as const;
export type MailPriority = keyof typeof mailPriorities;

/** A message as the outbox queues it: what the transport sends, and its place in the line. */
export type QueuedMail = MailMessage & { priority?: MailPriority };
