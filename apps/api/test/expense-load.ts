import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { businessDate } from '@app/domain';

/** The first administrator a server process of the tests creates. */
export const ADMIN = { ADMIN_EMAIL: 'tesorera@example.com', ADMIN_PASSWORD: 'Tesorera123!x' };

/** One statement on a connection of its own. */
export async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The administrator's bearer header on the server at `base`. */
export async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD, type: 'Administrator' }),
  });
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

export interface ExpenseLoad {
  /** Every expense the server acknowledged (201), by reason, with its Bs. */
  acknowledged: Map<string, number>;
  /** How many answers of each other status came back (503, 507 …). */
  refused: Map<number, number>;
  /** The tolerated answers as they came, each distinct one once: `507 {"error":"No hay espacio…"}`. */
  refusals: Set<string>;
  /** Stops the writers and waits for them; rejects with the first unexpected answer or failure. */
  stop: () => Promise<void>;
}

/**
 * Posts expenses from `writers` loops until stopped. A 201 is recorded as acknowledged; a status in
 * `tolerated` is counted (the database away, the disk full); any other status, or a request that
 * fails without an answer (a reset), is an error, unless `tolerateResets` (a server killed on purpose).
 */
export function writeExpenses(
  base: string,
  auth: Record<string, string>,
  label: string,
  options: { writers?: number; tolerated?: number[]; tolerateResets?: boolean } = {},
): ExpenseLoad {
  const acknowledged = new Map<string, number>();
  const refused = new Map<number, number>();
  const refusals = new Set<string>();
  let stopped = false;
  const today = businessDate();
  const writer = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const reason = `${label}-w${w}-n${n}`;
      const amount = 100 + ((w * 7 + n) % 900);
      let res: Response;
      try {
        res = await fetch(`${base}/api/expenses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify({ date: today, reasonForAdmission: reason, incomeAmount: amount }),
        });
      } catch (err) {
        if (stopped || options.tolerateResets) continue;
        throw err;
      }
      if (res.status === 201) acknowledged.set(reason, amount);
      else if (options.tolerated?.includes(res.status)) {
        refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
        refusals.add(`${res.status} ${await res.text()}`);
        // Told to come back later: a client waits a moment rather than hammering.
        await new Promise((r) => setTimeout(r, 50));
      } else if (!stopped) throw new Error(`${res.status} ${await res.text()}`);
    }
  };
  const done = Promise.all(Array.from({ length: options.writers ?? 8 }, (_, w) => writer(w)));
  return {
    acknowledged,
    refused,
    refusals,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** The acknowledged expenses the database does not hold with the amount acknowledged (none, when nothing was lost). */
export async function missingExpenses(url: string, acknowledged: Map<string, number>): Promise<string[]> {
  const rows = await query<{ reason: string; bs: string }>(
    url,
    `select reason_for_admission as reason, amount_bs::text as bs from expenses`,
  );
  const stored = new Map(rows.map((r) => [r.reason, Number(r.bs)]));
  return [...acknowledged].filter(([reason, amount]) => stored.get(reason) !== amount).map(([r]) => r);
}

/** The folder's PostgreSQL: its postmaster leads a process group of its own (the server spawns it detached). */
export const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** SIGKILL to a process group, if it still exists. */
export const killGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
