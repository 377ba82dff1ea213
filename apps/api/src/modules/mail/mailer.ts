import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deliverDueMail, type RetryPolicy } from './outbox';
import type { MailSender } from './transport';

export interface Mailer {
  /** Asks for a delivery pass soon (after a commit that queued mail); never throws. */
  kick(): void;
  /** Runs delivery passes until nothing due is left or the rate makes the rest wait; resolves with how many were sent. */
  flush(): Promise<number>;
  /** Refuses further passes and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Messages per delivery call; a pass goes on while calls come back full. */
const BATCH = 20;

/**
 * Delivers the outbox after each kick (a commit that queued mail) and each flush (the 'mail' job's
 * ticks); when the rate (MAIL_PER_MINUTE) leaves due mail waiting, it passes again as a slot frees.
 */
export function createMailer(db: Db, send: MailSender, log: FastifyBaseLogger, policy: RetryPolicy): Mailer {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let later: NodeJS.Timeout | undefined;

  const pass = async (): Promise<number> => {
    let total = 0;
    let full: boolean;
    do {
      again = false;
      const { tried, sent, rateWaitMs } = await deliverDueMail(db, send, log, policy, BATCH);
      total += sent;
      // A full batch leaves more due behind (a backlog after an outage): go on at once.
      full = tried === BATCH;
      if (rateWaitMs !== null && !stopped) {
        clearTimeout(later);
        later = setTimeout(() => void run(), rateWaitMs).unref();
      }
    } while ((again || full) && !stopped);
    return total;
  };
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err: unknown) => {
        log.error({ err }, 'e-mail delivery pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    kick: () => {
      if (!stopped) void run();
    },
    flush: async () => {
      let total = await run();
      if (running) total += await running;
      return total;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(later);
      await running;
    },
  };
}
