import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deliverDueMail } from './outbox';
import type { MailSender } from './transport';

export interface Mailer {
  /** Asks for a delivery pass soon (after a commit that queued mail); never throws. */
  kick(): void;
  /** Runs delivery passes until nothing due is left; resolves with how many were sent. */
  flush(): Promise<number>;
  /** Refuses further passes and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Delivers the outbox after each kick (a commit that queued mail) and each flush (the 'mail' job's ticks). */
export function createMailer(db: Db, send: MailSender, log: FastifyBaseLogger): Mailer {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const pass = async (): Promise<number> => {
    let total = 0;
    do {
      again = false;
      total += await deliverDueMail(db, send, log);
    } while (again && !stopped);
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
      await running;
    },
  };
}
