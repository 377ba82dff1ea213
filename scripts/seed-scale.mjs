#!/usr/bin/env node
// Fills the database the server would open (embedded in DATA_DIR, or DATABASE_URL) with a national
// portfolio over three years ending on --date: set-based SQL, deterministic, then verified.
// Usage: npm run seed:scale -- [--fraction 0.1] [--force] [--date YYYY-MM-DD]
//
// The server's own TypeScript (config, migrator, data-folder lock, password hashing) is loaded
// through tsx, so this needs no build and migrates exactly as the server does.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const usage = `Usage: npm run seed:scale -- [--fraction F] [--force] [--date YYYY-MM-DD]
  --fraction F   0 < F <= 1: every count times F (default 1: 300 000 loans, 1 000 000 payments…)
  --force        wipe the business tables first (the database must otherwise have no data)
  --date D       the last day of the history (default: today in APP_TIMEZONE)
  --vacuum       VACUUM ANALYZE at the end (default ANALYZE only: autovacuum does the rest within minutes)
Database: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/postgres (default ./data; a running
server's, or started for the seed).`;

const { values } = parseArgs({
  options: {
    fraction: { type: 'string', default: '1' },
    force: { type: 'boolean', default: false },
    date: { type: 'string' },
    vacuum: { type: 'boolean' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const fraction = Number(values.fraction);
if (!(fraction > 0 && fraction <= 1)) {
  console.error(`--fraction must be a number in (0, 1]\n${usage}`);
  process.exit(2);
}
if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error(`--date must be YYYY-MM-DD\n${usage}`);
  process.exit(2);
}

const load = (path) => tsImport(path, import.meta.url);
const { loadConfig } = await load('../apps/api/src/config.ts');
const { migratePostgresPool } = await load('../apps/api/src/db/migrate.ts');
const { reachDatabase } = await load('../apps/api/src/db/locate.ts');
const { hashPassword } = await load('../apps/api/src/modules/accounts/passwords.ts');
const { businessDate } = await load('../packages/domain/src/time/business-day.ts');
const seed = await load('../apps/api/src/db/seed-scale/index.ts');
const { fromPostgres } = await load('../apps/api/src/db/client.ts');
const { postBooksHistory } = await load('../apps/api/src/modules/journal/history/index.ts');

const config = loadConfig();
const anchor = values.date ?? businessDate(new Date(), config.APP_TIMEZONE);
const load1 = () => loadavg()[0].toFixed(2);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peak = () => mb(process.resourceUsage().maxRSS * 1024);

/** One connection (the seed uses temporary tables), to the database the server would use. */
async function open() {
  // The starter logs as the server does (pino: fields, then the message): print the message.
  const say = (...args) => console.log(args.find((a) => typeof a === 'string'));
  const reached = await reachDatabase(config, { info: say, warn: say });
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: reached.url, max: 2 });
  try {
    await migratePostgresPool(pool);
    const client = await pool.connect();
    return {
      url: reached.url,
      label:
        reached.kind === 'embedded'
          ? `PostgreSQL integrado (${resolve(config.DATA_DIR)})`
          : 'PostgreSQL (DATABASE_URL)',
      runner: {
        query: async (sql) => {
          const r = await client.query(sql);
          return { rows: r.rows ?? [], affected: r.rowCount ?? 0 };
        },
      },
      size: async () => {
        const r = await client.query('select pg_database_size(current_database()) as b');
        return mb(Number(r.rows[0].b));
      },
      close: async () => {
        client.release();
        await pool.end();
        await reached.release();
      },
    };
  } catch (err) {
    await pool.end();
    await reached.release();
    throw err;
  }
}

const t0 = performance.now();
const db = await open();
let failed;
try {
  const targets = seed.targetsFor(fraction);
  console.log(
    `Seeding ${db.label}: fraction ${fraction}, history ${anchor} minus 3 years, ` +
      `${targets.loans.toLocaleString('en-US')} loans (load average ${load1()})`,
  );
  console.log(`  migrations applied (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const passwordHash = await hashPassword(seed.SEED_PASSWORD);
  const { seconds } = await seed.seedScale(db.runner, {
    fraction,
    anchor,
    timeZone: config.APP_TIMEZONE,
    passwordHash,
    force: values.force,
    vacuum: values.vacuum,
    log: (line) => console.log(line),
    trace: Boolean(process.env.SEED_TRACE),
  });
  console.log(
    `Seeded in ${seconds.toFixed(1)} s (load average ${load1()}); database size ${await db.size()}; ` +
      `peak memory of this process ${peak()}`,
  );

  // The books of the seeded movements: the step a server runs once on an upgrade (decision 37, History).
  const books = fromPostgres(db.url, 3);
  try {
    const cpu = process.cpuUsage();
    const h = await postBooksHistory(books.db, {
      today: anchor,
      force: true,
      log: { info: (m) => console.log(`  ${m}`), warn: (m) => console.log(`  ${m}`) },
    });
    console.log(
      `Books: ${h.entries.toLocaleString('en-US')} entries, ${h.lines.toLocaleString('en-US')} lines in ` +
        `${h.seconds.toFixed(1)} s (${Math.round(h.entries / h.seconds).toLocaleString('en-US')} entries/s; ` +
        `this process's CPU ${(process.cpuUsage(cpu).user / 1e6).toFixed(1)} s, load average ${load1()})`,
    );
  } finally {
    await books.close();
  }

  console.log('Verification (rows breaking each rule):');
  let total = 0;
  for (const c of await seed.verifySeed(db.runner, anchor, config.APP_TIMEZONE)) {
    total += c.mismatches;
    console.log(
      `  ${c.name.padEnd(58, '.')} ${String(c.mismatches).padStart(6)}  (${c.seconds.toFixed(1)} s)`,
    );
  }
  console.log(`  mismatches: ${total}`);
  failed = total > 0;

  const s = await seed.portfolioStats(db.runner, anchor);
  const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  console.log('Portfolio:');
  for (const [k, v] of Object.entries(s)) console.log(`  ${k.padEnd(28)} ${v.toLocaleString('en-US')}`);
  console.log(
    `  mora: ${pct(s.loans_in_mora, s.loans_unpaid_or_recent)} of unpaid-or-recent loans (granted in the last ` +
      `180 days or unpaid), ${pct(s.loans_in_mora, s.loans_unpaid)} of unpaid, ${pct(s.loans_in_mora, s.loans)} of all`,
  );
  const carrier = await db.runner.query(`select a.email from loans l join carriers c on c.id = l.carrier_id
    join affiliates a on a.id = c.affiliate_id where l.status = 'Por pagar' and c.retired_at is null
    order by l.id desc limit 1`);
  console.log(
    `Sign in: administrators ${seed.SEED_ADMIN_EMAILS[0]} … ${seed.SEED_ADMIN_EMAILS.at(-1)}, and every`,
  );
  console.log(
    `  carrier (its affiliate's e-mail, e.g. ${carrier.rows[0]?.email ?? '—'}), password ${seed.SEED_PASSWORD}`,
  );
  console.log(`Total ${((performance.now() - t0) / 1000).toFixed(1)} s (peak memory ${peak()})`);
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await db.close();
}
process.exit(failed ? 1 : 0);
