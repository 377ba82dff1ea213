import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message; answers where it went (an SMTP message id or a file path), for the log. */
export type MailSender = (message: MailMessage) => Promise<string>;

/**
 * SMTP when SMTP_URL is set. Otherwise each message becomes an .eml file under DATA_DIR/mail, so
 * nothing is lost on the embedded setup and a person can open it in any mail program.
 */
export function createMailSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailSender {
  if (config.SMTP_URL) {
    // Bounded, so a send always reports back well within outbox.ts's UNCONFIRMED_AFTER_SECONDS.
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return async (message) => {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      return `smtp:${info.messageId}`;
    };
  }
  const dir = join(config.DATA_DIR, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // A full disk cuts the file short: none is left behind, and the outbox tries the message again.
    await writeFile(file, info.message as Buffer).catch(async (err: unknown) => {
      await rm(file, { force: true });
      throw err;
    });
    return file;
  };
}
