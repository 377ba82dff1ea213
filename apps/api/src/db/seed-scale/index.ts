// The scale seed (issue 12): a national portfolio over three years, made by set-based SQL in one
// transaction. scripts/seed-scale.mjs opens the database and calls seedScale; verifySeed checks it.
import { addDays } from '@app/domain';
import {
  administratorRolesSql,
  administratorsSql,
  affiliatesSql,
  auditSql,
  expensesSql,
  incomesSql,
  loansSql,
  mailSql,
  paymentsInsertSql,
  paymentsSql,
  portfolioPlan,
  referenceData,
  rejectedPaymentsSql,
  requestsSql,
  targetsFor,
  type Admins,
  type AuditTakes,
  type PlanContext,
} from './plan';
import { Calendar, DAYS, type SqlRunner } from './sql';

export { verifySeed, portfolioStats } from './verify';
export type { SqlRunner } from './sql';
export { targetsFor } from './plan';

/** The password of every seeded account, administrators and carriers: a benchmark signs in as anyone. */
export const SEED_PASSWORD = 'Escala123!x';
export const SEED_ADMIN_EMAILS = [1, 2, 3, 4, 5].map((i) => `administrador${i}@escala.test`);

/** Sessions, links and retries of the accounts a wipe removes. */
const SESSION_TABLES = ['refresh_tokens', 'one_time_tokens', 'idempotency_keys'];
/** The books of the wiped movements: the seed posts them again (`postBooksHistory`, after the load). */
const BOOKS_TABLES = ['journal_lines', 'journal_entries', 'provision_runs', 'books_history', 'periods'];
/** The portfolio report's kept figures (migration 0038): movements rebuilt after the load, standings kept by the server's job. */
const PORTFOLIO_TABLES = [
  'portfolio_movements',
  'portfolio_standings',
  'portfolio_days',
  'portfolio_touched',
];

/** The tables the seed fills, parents first. */
export const SEEDED_TABLES = [
  'organizations',
  'administrators',
  'affiliates',
  'carriers',
  'prices',
  'interests',
  'rules',
  'credit_requests',
  'loans',
  'installments',
  'expenses',
  'payments',
  'incomes',
  'funds',
  'audit_log',
  'mail_outbox',
];

export interface SeedOptions {
  /** 0 < fraction ≤ 1: every count times this (the 20 lines stay 20). */
  fraction: number;
  /** 'YYYY-MM-DD': the last day of the history ("today"). */
  anchor: string;
  timeZone: string;
  /** The argon2 hash of SEED_PASSWORD, computed once by the caller. */
  passwordHash: string;
  /** Wipe the business tables first instead of refusing a database that has data. */
  force: boolean;
  log?: (line: string) => void;
  /** VACUUM as well as ANALYZE at the end (default: ANALYZE only; autovacuum does the rest). */
  vacuum?: boolean;
  /** Log every statement's time too. */
  trace?: boolean;
}

const num = (v: unknown) => Number(v ?? 0);

export async function seedScale(db: SqlRunner, options: SeedOptions): Promise<{ seconds: number }> {
  const log = options.log ?? (() => {});
  const targets = targetsFor(options.fraction);
  const ctx: PlanContext = {
    cal: new Calendar(addDays(options.anchor, -DAYS), options.timeZone),
    targets,
    passwordHash: options.passwordHash,
    year: Number(options.anchor.slice(0, 4)),
  };
  const one = async (sql: string) => (await db.query(sql)).rows[0] ?? {};
  const seededList = SEEDED_TABLES.map((t) => `'${t}'`).join(', ');
  const began = performance.now();

  /** Runs one step's statements; reports the rows they inserted (or planned) and the time taken. */
  const step = async (label: string, statements: string[]) => {
    const t0 = performance.now();
    let rows = 0;
    for (const sql of statements) {
      const s0 = performance.now();
      const { affected } = await db.query(sql);
      // Rows written to the app's tables (the plan's temporary seed_* tables are not counted).
      if (/^\s*insert into (?!seed_)/i.test(sql)) rows += affected;
      if (options.trace) {
        const rss = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
        const took = ((performance.now() - s0) / 1000).toFixed(2);
        log(`      ${took.padStart(7)} s ${rss.padStart(5)} MB  ${sql.trim().split('\n')[0]!.slice(0, 80)}`);
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const written = rows ? `${rows.toLocaleString('en-US').padStart(11)} rows` : ' '.repeat(16);
    log(`  ${label.padEnd(46, '.')} ${written} ${seconds.toFixed(1).padStart(7)} s`);
  };

  if (!options.force) {
    const busy: string[] = [];
    for (const table of SEEDED_TABLES.filter((t) => t !== 'administrators')) {
      if ((await one(`select exists (select 1 from ${table}) as busy`)).busy) busy.push(table);
    }
    if (busy.length) {
      throw new Error(
        `the database already has data (${busy.join(', ')}): run with --force to wipe the business tables first`,
      );
    }
  }

  // Big sorts and hashes in memory.
  await db.query(`set work_mem = '256MB'`);
  await db.query(`set maintenance_work_mem = '512MB'`);
  await db.query(`set temp_buffers = '256MB'`);
  await db.query(`set synchronous_commit = off`);

  // One transaction: a seed that fails leaves the database as it was, wiped tables included.
  await db.query('begin');
  try {
    // The plan tables need only rough statistics for their joins: sample less.
    await db.query('set local default_statistics_target = 10');
    if (options.force) {
      // Business tables only: settings the migrations wrote (list_summary_defs, app_settings) stay.
      // audit_log refuses TRUNCATE by trigger (migration 0003): switched off for this one statement,
      // inside the transaction, so it is back on whatever happens.
      await step('wipe (--force)', [
        `alter table audit_log disable trigger audit_log_no_truncate`,
        `truncate ${[...SEEDED_TABLES, ...SESSION_TABLES, ...BOOKS_TABLES, ...PORTFOLIO_TABLES].join(', ')} restart identity cascade`,
        `alter table audit_log enable trigger audit_log_no_truncate`,
      ]);
    }
    // The list summaries' triggers (migration 0008) count each statement's rows as they come: off
    // during the load, the summaries are rebuilt once at the end instead (one pass, same counts).
    // Without rebuild_list_summaries() no trigger is touched.
    const summaries = Boolean(
      (await one(`select exists (select 1 from pg_proc where proname = 'rebuild_list_summaries') as s`)).s,
    );
    // The lines' BEFORE INSERT triggers (migration 0030) stay on: a lookup by primary key per row
    // costs less than rewriting every row after (an UPDATE leaves each table's rows twice until a
    // vacuum). Not the mail's: it looks the recipient up by an e-mail index dropped during the load.
    const keptOn = `and not (tgname like '%\\_line' and tgname <> 'mail_outbox_line')`;
    const triggers = summaries
      ? (
          await db.query(
            `select tgrelid::regclass::text as tbl, quote_ident(tgname) as name from pg_trigger
             where not tgisinternal and tgenabled <> 'D' and tgrelid::regclass::text in (${seededList})
               ${keptOn}`,
          )
        ).rows.map((r) => ({ table: String(r.tbl), name: String(r.name) }))
      : [];
    await step(
      `${triggers.length} triggers off`,
      triggers.map((t) => `alter table ${t.table} disable trigger ${t.name}`),
    );

    // Indexes are built once over the full tables rather than grown row by row (several times
    // faster); dropped and rebuilt inside the transaction, so a failure keeps them. Primary keys
    // stay (foreign keys need them), and so do the administrators' (ON CONFLICT uses its e-mail key).
    const indexes = (
      await db.query(
        `select quote_ident(i.indexname) as name, i.indexdef as def from pg_indexes i
         where i.schemaname = 'public' and i.tablename in (${seededList}) and i.tablename <> 'administrators'
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    ).rows.map((r) => ({ name: String(r.name), def: String(r.def) }));
    // Foreign keys likewise: checked row by row they cost three times the insert itself; re-added
    // at the end, each is validated by one join over the whole table.
    const foreignKeys = (
      await db.query(
        `select conrelid::regclass::text as tbl, quote_ident(conname) as name, pg_get_constraintdef(oid) as def
         from pg_constraint
         where contype = 'f' and connamespace = 'public'::regnamespace
           and (conrelid::regclass::text in (${seededList}) or confrelid::regclass::text in (${seededList}))`,
      )
    ).rows.map((r) => ({ table: String(r.tbl), name: String(r.name), def: String(r.def) }));
    await step(`drop ${indexes.length} secondary indexes, ${foreignKeys.length} foreign keys`, [
      ...foreignKeys.map((f) => `alter table ${f.table} drop constraint ${f.name}`),
      ...indexes.map((i) => `drop index ${i.name}`),
    ]);

    await step('rates, interests, rules, 20 lines', referenceData(ctx));
    await step('administrators', [
      administratorsSql(ctx, SEED_ADMIN_EMAILS),
      administratorRolesSql(SEED_ADMIN_EMAILS),
    ]);
    const adminRows = (
      await db.query(
        `select id, first_names || ' ' || last_names as name, email from administrators
         where email in (${SEED_ADMIN_EMAILS.map((e) => `'${e}'`).join(', ')}) order by id`,
      )
    ).rows;
    const admins: Admins = {
      ids: adminRows.map((r) => num(r.id)),
      names: adminRows.map((r) => String(r.name)),
      emails: adminRows.map((r) => String(r.email)),
    };

    await step('plan: affiliates, loans, schedules, repayments', portfolioPlan(ctx));
    await step('affiliates and carrier accounts', affiliatesSql(ctx));
    await step('credit requests', requestsSql(ctx, admins));
    await step('loans and installments', loansSql(ctx));
    await step('expenses (disbursements and others)', expensesSql(ctx));

    await step('plan: approved and pending payments', paymentsSql(ctx));
    const planned = await one(
      `select count(*) filter (where src = 1) as approved, count(*) as ok from seed_pay0`,
    );
    const rejected = Math.max(0, targets.payments - num(planned.ok));
    if (rejected > num(planned.approved)) log(`  (only ${num(planned.approved)} rejected payments possible)`);
    await step('payments', [rejectedPaymentsSql(rejected), ...paymentsInsertSql(ctx, admins)]);

    const credits = await one(`select count(*) as n from seed_ev where bs is not null`);
    const fillers = Math.max(0, targets.incomes - num(credits.n));
    await step('incomes and funds', incomesSql(ctx, fillers));

    const c = await one(`select
      (select count(*) from payments where status <> 'Por revisar') as payments,
      (select count(*) from credit_requests where status <> 'Por revisar') as requests,
      (select count(*) from prices) as prices,
      (select count(*) from interests) + (select count(*) from rules) + (select count(*) from organizations)
        + ${admins.ids.length - 1} as setup,
      (select count(*) from affiliates where retired_at is not null) as retired,
      (select count(*) from expenses where loan_id is null) as expenses,
      (select count(*) from incomes where payment_id is null) as incomes`);
    const count: AuditTakes = {
      payments: num(c.payments),
      requests: num(c.requests),
      prices: num(c.prices),
      setup: num(c.setup),
      retired: num(c.retired),
      expenses: num(c.expenses),
      incomes: num(c.incomes),
      filler: 0,
    };
    // The decisions on payments and requests first, then the other actions, newest first; what
    // is left of the target is filled with edits and deletions.
    let left = targets.audit;
    const takes = Object.fromEntries(
      Object.entries(count).map(([k, n]) => {
        const t = Math.min(n, left);
        left -= t;
        return [k, t];
      }),
    ) as unknown as AuditTakes;
    takes.filler = left;
    // 1.4 M entries with their JSON sorted by time: in memory.
    await step('audit trail', [`set local work_mem = '1GB'`, auditSql(ctx, admins, takes, count)]);
    await step('e-mails: one per decision', [mailSql()]);
    // The mail's lines, and the audit entries' written before their record (migration 0030).
    if ((await one(`select exists (select 1 from pg_proc where proname = 'sync_lines') as s`)).s)
      await step('lines of the rows', ['select sync_lines()']);

    // The report's movements by day and line: their triggers were off during the load.
    await step('portfolio movements by day and line', ['select rebuild_portfolio_movements()']);
    await step(
      `rebuild ${indexes.length} indexes`,
      indexes.map((i) => i.def),
    );
    await step(
      `re-add and validate ${foreignKeys.length} foreign keys`,
      foreignKeys.map((f) => `alter table ${f.table} add constraint ${f.name} ${f.def}`),
    );
    // What the carriers' triggers keep (they were off): whether each affiliate has an account.
    await step('affiliates with an account', [
      `update affiliates a set has_account = true
       where exists (select 1 from carriers c where c.affiliate_id = a.id and c.retired_at is null)`,
    ]);
    // The search's copy of the affiliates (migration 0037), whose triggers were off too.
    if (
      (await one(`select exists (select 1 from pg_proc where proname = 'rebuild_affiliate_search') as s`)).s
    )
      await step('the affiliates’ search copy', ['select rebuild_affiliate_search()']);
    // Explicit ids were written: each identity continues after the largest.
    await step(
      'identities',
      SEEDED_TABLES.map(
        (t) =>
          `select setval(pg_get_serial_sequence('${t}', 'id'), coalesce(max(id), 0) + 1, false) from ${t}`,
      ),
    );
    if (summaries) {
      await step(`${triggers.length} triggers on, rebuild_list_summaries()`, [
        ...triggers.map((t) => `alter table ${t.table} enable trigger ${t.name}`),
        `select rebuild_list_summaries()`,
      ]);
    }
    await step('commit', ['commit']);
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  }
  // Statistics for the planner; autovacuum sets the visibility map and hint bits within minutes,
  // or now with `vacuum`.
  const vacuum = options.vacuum ?? false;
  await step(vacuum ? 'vacuum analyze' : 'analyze', [vacuum ? 'vacuum analyze' : 'analyze']);
  return { seconds: (performance.now() - began) / 1000 };
}
