import { businessDate, getBusinessTimeZone } from '@app/domain';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ADMIN_EMAILS, SEED_PASSWORD, seedScale } from '../src/db/seed-scale';
import { hashPassword } from '../src/modules/accounts/passwords';
import { fromPostgres } from '../src/db/client';
import { prepares } from '../src/db/prepared-statements';
import { build, freshDatabase, rawSql, type FreshDatabase, type Harness } from './helper';
import { createAdministrator, PASSWORD } from './factories';
import { administratorOrganizations } from '../src/db/schema';
import { checkPlan, type PlanNode, type Problem } from './plan-check';
import { fillJournal } from './journal-scale';

// Every list query the API sends, with each filter, each order and a deep page, EXPLAINed over a
// seeded portfolio (5 % of the national one: ~280 000 rows) on the engine this run tests. A plan
// that sorts or scans a whole large table fails (issue 12): it would not answer at national scale.
// PLANS_DATABASE_URL runs it on a database already seeded by `npm run seed:scale` (the full one).
const external = process.env.PLANS_DATABASE_URL;
const fraction = external ? 1 : 0.05;
const PAGE = 20;
/** Page 500 of the national portfolio, as deep into this one. */
const DEEP_OFFSET = Math.round(499 * fraction) * PAGE;

type Row = Record<string, unknown>;
interface Sent {
  sql: string;
  params: unknown[];
}

let sent: Sent[] | undefined;
let fresh: FreshDatabase;
let h: Harness;
let run: (sql: string, params?: unknown[]) => Promise<Row[]>;
let closeRaw = async () => {};
let adminToken: string;
/** An administrator limited to one line (a middle-sized one): his lists read that line's index range. */
let limitedToken: string;
let carrierToken: string;
let carrierId: number;
let carrierEmail: string;

beforeAll(async () => {
  const logger = { logQuery: (sql: string, params: unknown[]) => sent?.push({ sql, params }) };
  fresh = external
    ? { database: fromPostgres(external, 5, logger), drop: async () => {}, raw: { url: external } }
    : await freshDatabase(logger);
  const raw = await rawSql(fresh);
  run = raw.query;
  closeRaw = raw.close;
  // A database seeded by an earlier version gets this version's indexes first.
  if (external) await fresh.database.migrate();
  else
    await seedScale(raw.runner, {
      fraction,
      anchor: businessDate(),
      timeZone: getBusinessTimeZone(),
      passwordHash: await hashPassword(SEED_PASSWORD),
      force: false,
      // As autovacuum leaves a table within minutes: a one-line page reads its line's index alone
      // (index-only); without the visibility map the planner walks the global order index instead.
      vacuum: true,
    });
  // A year of books at the same fraction (no-op on a journal already written).
  await fillJournal(run, fraction, businessDate());
  h = await build({}, undefined, fresh);
  adminToken = await signIn('/api/auth/administrator/login', SEED_ADMIN_EMAILS[0]!);
  // The oldest unpaid loan's carrier: a seeded one (a benchmark adds carriers with other passwords).
  const [carrier] = await run(`select a.email, c.id from loans l join carriers c on c.id = l.carrier_id
    join affiliates a on a.id = c.affiliate_id where l.status = 'Por pagar' and c.retired_at is null
    order by l.id limit 1`);
  carrierEmail = String(carrier!.email);
  carrierToken = await signIn('/api/auth/carrier/login', carrierEmail);
  carrierId = Number(carrier!.id);
  const [line] = await run(`select organization_id as id from affiliates group by 1 order by count(*), 1
    offset (select count(distinct organization_id) / 2 from affiliates) limit 1`);
  const limited = await createAdministrator(h.db, { email: `plans.${Date.now()}@example.com` });
  await h.db
    .insert(administratorOrganizations)
    .values({ administratorId: limited.id, organizationId: Number(line!.id) });
  limitedToken = (
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/administrator/login',
      payload: { email: limited.email, password: PASSWORD },
    })
  ).json<{ access_token: string }>().access_token;
}, 600_000);

afterAll(async () => {
  // Before the database is dropped: its server ends every connection to it.
  await closeRaw();
  await h?.close();
});

async function signIn(url: string, email: string): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url, payload: { email, password: SEED_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

/** Calls a list as `token` and answers the queries it sent. */
async function queriesOf(
  url: string,
  token: string,
): Promise<{ status: number; total: number; body: unknown; queries: Sent[] }> {
  sent = [];
  const res = await h.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const queries = sent;
  sent = undefined;
  return { status: res.statusCode, total: Number(res.headers['x-total-count']), body: res.json(), queries };
}

/** Every value under `key` anywhere in `value`, depth first: filter values taken from rows. */
function deepFindAll(value: unknown, key: string): unknown[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    !Array.isArray(value) && record[key] != null && typeof record[key] !== 'object' ? [record[key]] : [];
  return [...own, ...Object.values(record).flatMap((inner) => deepFindAll(inner, key))];
}

/** The first value under `key` in `value`. */
const deepFind = (value: unknown, key: string): unknown => deepFindAll(value, key)[0];

/** The words of a text a search could be for: runs of three letters or more. */
const wordsOf = (texts: unknown[]) => [
  ...new Set(texts.flatMap((text) => String(text).match(/\p{L}{3,}/gu) ?? [])),
];

/** Text filters, and the field of a row their words come from. */
const TEXT_FILTERS: Record<string, string> = {
  search: 'lastNames',
  name: 'name',
  reasonForAdmission: 'reasonForAdmission',
};

interface Parameter {
  name: string;
  schema?: { enum?: string[]; type?: string; format?: string };
}

/** Where a filter's value comes from in a row of its list (`dni` → its cédula, …). */
const VALUE_OF: Record<string, (rows: unknown) => Record<string, unknown>[]> = {
  dni: (rows) => [{ dni: deepFind(rows, 'dni') }],
  date: (rows) => [{ date: String(deepFind(rows, 'date') ?? '').slice(0, 10) }],
  administratorId: (rows) => [{ administratorId: deepFind(rows, 'administratorId') }],
  // One record's history: the kind and id of an entry on the page.
  entityId: (rows) => [{ entity: deepFind(rows, 'entity'), entityId: deepFind(rows, 'entityId') }],
  // A loan's history: the loan a decision on the page names (payments and requests keep it in `after`).
  loan: (rows) => [{ loan: deepFind(rows, 'loanId') }],
  // The desk's rows name their line; the seeded lines are numbered from 1.
  organization: () => [{ organization: 1 }, { organization: 1, bucket: '31-60' }],
  // The journal: the busiest account, a rarer one, and the busiest with one source.
  account: () => [{ account: '1.1.01' }, { account: '5.1.01' }, { account: '1.1.01', source: 'expense' }],
  sourceId: (rows) => [{ source: deepFind(rows, 'source'), sourceId: deepFind(rows, 'sourceId') }],
};
const PAGING = ['limit', 'offset', 'sort', 'order'];

/**
 * The word of a page a person would search for: the one fewest rows hold (a surname, a place).
 * A word most rows hold ('referencia') is counted by reading those rows: no index avoids that.
 */
async function rarestWord(
  path: string,
  name: string,
  rows: unknown,
  token: string,
): Promise<string | undefined> {
  let rarest: { word: string; total: number } | undefined;
  for (const word of wordsOf(deepFindAll(rows, TEXT_FILTERS[name]!))) {
    const { total } = await queriesOf(`${path}?${new URLSearchParams({ limit: '1', [name]: word })}`, token);
    if (total > 0 && (!rarest || total < rarest.total)) rarest = { word, total };
  }
  return rarest?.word;
}

/** Every request worth EXPLAINing for one list: first and deep pages, each order, each filter value. */
async function requestsOf(
  path: string,
  params: Parameter[],
  token: string,
): Promise<{ url: string; token: string }[]> {
  const q = (query: Record<string, unknown>) =>
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  const first = await queriesOf(q({ limit: PAGE }), token);
  expect(first.status, `${path}: ${JSON.stringify(first.body)}`).toBe(200);
  const middle = await queriesOf(q({ limit: PAGE, offset: Math.floor(first.total / 2) }), token);
  const urls = [q({ limit: PAGE }), q({ limit: PAGE, offset: DEEP_OFFSET })];
  const sorts = params.find((p) => p.name === 'sort')?.schema?.enum ?? [];
  for (const sort of sorts)
    for (const order of ['asc', 'desc']) {
      urls.push(q({ limit: PAGE, sort, order }));
      urls.push(q({ limit: PAGE, sort, order, offset: DEEP_OFFSET }));
    }
  const names = new Set(params.map((p) => p.name));
  const unknown: string[] = [];
  for (const p of params) {
    if (PAGING.includes(p.name) || p.name === 'to') continue;
    if (p.name === 'carrier') {
      // A carrier's own list, read by an administrator for that carrier.
      urls.push(q({ limit: PAGE, carrier: carrierId }), q({ limit: PAGE, carrier: carrierId, offset: PAGE }));
      continue;
    }
    let filters: Record<string, unknown>[];
    if (p.schema?.enum) filters = p.schema.enum.map((value) => ({ [p.name]: value }));
    else if (p.name === 'from' && names.has('to')) {
      const to = String(deepFind(middle.body, 'at') ?? deepFind(middle.body, 'date') ?? '').slice(0, 10);
      const from = new Date(Date.parse(to) - 6 * 86_400_000).toISOString().slice(0, 10);
      filters = [{ from, to }, { from }, { to }];
    } else if (TEXT_FILTERS[p.name])
      filters = [{ [p.name]: await rarestWord(path, p.name, middle.body, token) }];
    else if (VALUE_OF[p.name]) filters = VALUE_OF[p.name]!(middle.body);
    else {
      unknown.push(p.name);
      continue;
    }
    for (const filter of filters) {
      // A value the rows did not give (an empty list) cannot be asked for.
      if (Object.values(filter).some((v) => v === undefined || v === '')) continue;
      urls.push(q({ limit: PAGE, ...filter }));
      for (const sort of sorts.slice(1)) urls.push(q({ limit: PAGE, ...filter, sort, order: 'asc' }));
    }
  }
  // A filter this test does not know how to fill would go unchecked: teach VALUE_OF about it.
  expect(unknown, `${path}: filters without a value to try`).toEqual([]);
  return urls.map((url) => ({ url, token: url.includes('carrier=') ? adminToken : token }));
}

/** The rows each relation of the database holds, as the planner knows them. */
async function relationSizes(): Promise<Map<string, number>> {
  const rows = await run(
    `select relname, reltuples::float8 as n from pg_class where relkind in ('r', 'm') and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((r) => [String(r.relname), Number(r.n)]));
}

async function explain(query: Sent): Promise<{ plan: PlanNode; ms: number }> {
  const [row] = await run(`explain (analyze, format json) ${query.sql}`, query.params);
  return planOf(row!);
}

function planOf(row: Row): { plan: PlanNode; ms: number } {
  const plan = row['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: PlanNode;
    'Execution Time': number;
  }[];
  return { plan: parsed[0]!.Plan, ms: parsed[0]!['Execution Time'] };
}

/** A value of the app's as an SQL literal, for EXECUTE's arguments (PostgreSQL infers each type as it did for the app). */
const literal = (value: unknown): string =>
  value == null
    ? 'null'
    : pg.escapeLiteral(
        value instanceof Date
          ? value.toISOString()
          : Array.isArray(value)
            ? `{${value.map((v) => JSON.stringify(String(v))).join(',')}}` // an array parameter, as pg sends it
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value),
      );

let generics = 0;

/**
 * The generic plan of a statement the app prepares (decision 38): the one PostgreSQL switches to
 * after five runs when it costs no more than the custom ones, planned without the values.
 */
async function explainGeneric(query: Sent): Promise<{ plan: PlanNode; ms: number }> {
  const name = `generic_${++generics}`;
  await run(`prepare ${name} as ${query.sql}`);
  try {
    await run('set plan_cache_mode = force_generic_plan');
    const [row] = await run(
      `explain (analyze, format json) execute ${name}(${query.params.map(literal).join(', ')})`,
    );
    return planOf(row!);
  } finally {
    await run('reset plan_cache_mode');
    await run(`deallocate ${name}`);
  }
}

/** Planning's own cost, as PostgreSQL adds it to a custom plan's (1000 × cpu_operator_cost per range-table entry). */
const planningCost = (plan: PlanNode): number => {
  const relations = (node: PlanNode): number =>
    (node['Relation Name'] ? 1 : 0) + (node.Plans ?? []).reduce((n, child) => n + relations(child), 0);
  // Each join adds an entry of its own besides its tables': counted generously, so more plans are checked.
  return 2.5 * (2 * relations(plan) + 1);
};

/**
 * The generic plans seen, by statement text. PostgreSQL runs a statement's generic plan once its
 * estimated cost is below the custom plans' average (with their planning): when that holds for any
 * of the values tried, the generic plan may serve every value, so its problems count for all of them.
 */
type GenericPlans = Map<string, { chosen: boolean; problems: Problem[] }>;

/** The problems of the generic plans PostgreSQL may pick. */
const genericProblems = (generic: GenericPlans): Problem[] =>
  [...generic.values()].filter((g) => g.chosen).flatMap((g) => g.problems);

/**
 * Both plans a prepared statement may run: the custom one (planned with the values; its problems
 * returned) and the generic one (without them; recorded in `generic`, none without parameters).
 */
async function explainBoth(
  query: Sent,
  check: (plan: PlanNode, url: string) => Problem[],
  generic: GenericPlans,
): Promise<{ problems: Problem[]; ms: number; plan: PlanNode }> {
  const custom = await explain(query);
  if (query.params.length && prepares(query.sql)) {
    const plan = (await explainGeneric(query)).plan;
    const seen = generic.get(query.sql) ?? { chosen: false, problems: [] };
    seen.chosen ||= plan['Total Cost'] < custom.plan['Total Cost'] + planningCost(custom.plan);
    seen.problems.push(...check(plan, ' (generic plan)'));
    generic.set(query.sql, seen);
  }
  return { problems: check(custom.plan, ''), ms: custom.ms, plan: custom.plan };
}

describe('signing in at scale', () => {
  it("finds the account by its e-mail's index, not by reading the accounts (9 ms at 100 000 affiliates)", async () => {
    const lookups: { url: string; query: Sent }[] = [];
    for (const [url, email] of [
      ['/api/auth/carrier/login', carrierEmail],
      ['/api/auth/administrator/login', SEED_ADMIN_EMAILS[1]!],
    ] as const) {
      sent = [];
      const res = await h.app.inject({ method: 'POST', url, payload: { email, password: SEED_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      // Only reads are explained: EXPLAIN ANALYZE would run the sign-in's writes again.
      for (const query of sent.filter((q) => /^\s*select/i.test(q.sql))) lookups.push({ url, query });
      sent = undefined;
    }
    const sizes = await relationSizes();
    const scanned: string[] = [];
    const walk = (url: string, node: PlanNode) => {
      // At 5 % scale the carriers are a few thousand rows, below checkPlan's size: any scan of a
      // table of more than a thousand (not the few administrators) is named.
      const relation = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && relation && (sizes.get(relation) ?? 0) > 1000)
        scanned.push(`${url}: Seq Scan on ${relation}`);
      for (const child of node.Plans ?? []) walk(url, child);
    };
    for (const { url, query } of lookups) {
      walk(url, (await explain(query)).plan);
      if (query.params.length && prepares(query.sql))
        walk(`${url} (generic plan)`, (await explainGeneric(query)).plan);
    }
    expect(lookups.some((l) => l.query.sql.includes('"affiliates"."email"'))).toBe(true);
    expect(scanned).toEqual([]);
  });
});

describe('every list query at scale', () => {
  it("plans on the app's session settings (no Memoize: 34 ms instead of 1 ms on a page of pagos)", async () => {
    // Both drivers answer a raw statement with { rows }.
    const { rows } = (await h.db.execute(sql`show enable_memoize`)) as { rows: Row[] };
    expect(rows[0]?.enable_memoize).toBe('off');
  });

  it('reads a page and its totals without sorting or scanning a whole large table', async () => {
    const docs = (await h.app.inject({ url: '/api/docs' })).json<{
      paths: Record<string, { get?: { parameters?: Parameter[] } }>;
    }>();
    const lists = Object.entries(docs.paths)
      .filter(([path, item]) => !path.includes('{') && item.get?.parameters?.some((p) => p.name === 'limit'))
      .map(([path, item]) => ({ path, params: item.get!.parameters! }));
    const sizes = await relationSizes();

    const problems: Problem[] = [];
    const generic: GenericPlans = new Map();
    const checked = new Set<string>();
    const times: { ms: number; url: string; sql: string; params: unknown[] }[] = [];
    for (const { path, params } of lists) {
      // A list the administrator may not read without naming a carrier is the carrier's own.
      const asAdmin = await queriesOf(`${path}?limit=1`, adminToken);
      const token = asAdmin.status === 200 ? adminToken : carrierToken;
      // The same requests as an administrator of one line, for the lists he may read (not the funds).
      const limitedReads =
        token === adminToken && (await queriesOf(`${path}?limit=1`, limitedToken)).status === 200;
      const asLimited = limitedReads
        ? (await requestsOf(path, params, limitedToken)).filter((r) => r.token === limitedToken)
        : [];
      for (const { url, token: as } of [...(await requestsOf(path, params, token)), ...asLimited]) {
        const { status, queries, body } = await queriesOf(url, as);
        expect(status, `${url}: ${JSON.stringify(body)}`).toBe(200);
        for (const query of queries) {
          const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
          if (checked.has(key)) continue;
          checked.add(key);
          const limit = Number(new URL(url, 'http://x').searchParams.get('offset') ?? 0) + PAGE;
          const both = await explainBoth(
            query,
            (plan, which) => checkPlan(plan, { url: url + which, ...query, sizes, window: limit }),
            generic,
          );
          problems.push(...both.problems);
          times.push({ ms: both.ms, url, sql: query.sql, params: query.params });
        }
      }
    }
    // Every list the API serves was walked, back-office and carrier ones.
    expect(lists.length).toBeGreaterThanOrEqual(16);
    expect(times.length).toBeGreaterThan(lists.length * 4);
    problems.push(...genericProblems(generic));
    const chosen = [...generic.values()].filter((g) => g.chosen).length;
    console.info(`generic plans PostgreSQL may pick: ${chosen} of ${generic.size} prepared texts`);
    if (process.env.PLANS_REPORT) writeFileSync(process.env.PLANS_REPORT, JSON.stringify(problems, null, 1));
    // The statements' own times, slowest first: where to look next (a figure, not a check).
    if (process.env.PLANS_TIMES) {
      writeFileSync(
        process.env.PLANS_TIMES,
        JSON.stringify(
          times.sort((a, b) => b.ms - a.ms),
          null,
          1,
        ),
      );
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe("a loan's history at scale", () => {
  it("reads only the busiest loan's entries, through the trail's indexes", async () => {
    // The loan with the most decided payments: the longest history a loan page shows.
    const [busiest] = await run(`select loan_id as id, count(*)::int as n from payments
      where status <> 'Por revisar' group by loan_id order by count(*) desc, loan_id limit 1`);
    const { status, total, queries, body } = await queriesOf(
      `/api/audit?loan=${busiest!.id}&limit=${PAGE}`,
      adminToken,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(total).toBeGreaterThanOrEqual(Number(busiest!.n));
    const sizes = await relationSizes();
    /** Entries each statement's plan read from the trail's indexes. */
    let read = 0;
    const walk = (node: PlanNode) => {
      // A bitmap's index scan names its index only; the trail's indexes all start with its table's name.
      if (node['Index Name']?.startsWith('audit_log')) read += node['Actual Rows'] * node['Actual Loops'];
      node.Plans?.forEach(walk);
    };
    const figures: string[] = [];
    const generic: GenericPlans = new Map();
    for (const query of queries.filter((q) => q.sql.includes('"audit_log"'))) {
      const { plan, ms, problems } = await explainBoth(
        query,
        (planned, which) =>
          checkPlan(planned, { url: `loan history${which}`, ...query, sizes, window: PAGE }),
        generic,
      );
      expect([...problems, ...genericProblems(generic)]).toEqual([]);
      read = 0;
      walk(plan);
      // Only the loan's own entries, found through an index, none of the trail walked past: the
      // page's statement reads them twice, once for its count (a subquery of it) and once for its rows.
      expect(read, query.sql).toBe(2 * total);
      figures.push(`${ms.toFixed(2)} ms`);
    }
    expect(figures).toHaveLength(1);
    console.info(
      `loan ${busiest!.id}: ${total} entries of ${sizes.get('audit_log')} in the trail; page with its count ${figures.join(', ')}`,
    );
  });
});

describe('the books at scale', () => {
  /** The statements a call sends, EXPLAINed: each plan checked, and the slowest statement's time. */
  async function planned(url: string, window = PAGE) {
    const { status, queries, body } = await queriesOf(url, adminToken);
    expect(status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    const sizes = await relationSizes();
    const problems: Problem[] = [];
    const generic: GenericPlans = new Map();
    let ms = 0;
    for (const query of queries.filter((q) => /^\s*(select|\()/i.test(q.sql))) {
      const explained = await explainBoth(
        query,
        (plan, which) => checkPlan(plan, { url: url + which, ...query, sizes, window }),
        generic,
      );
      problems.push(...explained.problems);
      ms += explained.ms;
    }
    return { problems: [...problems, ...genericProblems(generic)], ms, body };
  }

  it('reads a ledger page at any depth, and the journal of an account, from the indexes', async () => {
    const [{ n } = { n: 0 }] = await run(
      `select count(*)::int as n from journal_lines where account_id = (select account_id from account_mapping where kind = 'cash')`,
    );
    const deep = Math.floor(Number(n) / 2);
    const figures: string[] = [];
    const problems: Problem[] = [];
    for (const [url, window] of [
      ['/api/ledger/1.1.01?limit=50', 50],
      [`/api/ledger/1.1.01?limit=50&offset=${deep}`, deep + 50],
      [`/api/ledger/1.1?limit=50&offset=${DEEP_OFFSET}`, DEEP_OFFSET + 50],
      ['/api/journal?limit=20&account=1.1.01', 20],
      ['/api/journal?limit=20', 20],
    ] as const) {
      const result = await planned(url, window);
      problems.push(...result.problems);
      figures.push(`${url}: ${result.ms.toFixed(1)} ms`);
    }
    console.info(`books at scale (${n} cash lines):\n${figures.join('\n')}`);
    expect(problems).toEqual([]);
  });

  it("sums a year's trial balance and the month's statements from the day totals, reading no line", async () => {
    const to = businessDate();
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    for (const url of [
      `/api/reports/trial-balance?from=${from}&to=${to}`,
      `/api/reports/balance-sheet?month=${to.slice(0, 7)}`,
    ]) {
      sent = [];
      const started = performance.now();
      const res = await h.app.inject({ url, headers: { authorization: `Bearer ${adminToken}` } });
      const ms = performance.now() - started;
      const queries = sent;
      sent = undefined;
      expect(res.statusCode, res.body).toBe(200);
      // The ledger's day totals (a few rows per account and day) are all they read: never the lines.
      expect(queries.filter((q) => q.sql.includes('journal_lines')).map((q) => q.sql)).toEqual([]);
      console.info(`${url}: ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(1000);
    }
    const tb = await queriesOf(`/api/reports/trial-balance?from=${from}&to=${to}`, adminToken);
    const totals = (tb.body as { totals: { debitBs: number; creditBs: number } }).totals;
    expect(totals.debitBs).toBe(totals.creditBs);
  });
});
