import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '@app/domain';
import { build, type Harness } from '../test/helper';
import { carrierWithLoan } from '../test/loan-fixture';
import {
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  createDocument,
  createPrice,
  login,
} from '../test/factories';
import {
  kindOf,
  mayConform,
  numbers,
  parsed,
  pathValues,
  SCRIPT,
  SQL_OR,
  texts,
  toJson,
  urlValues,
  validValue,
  wrongTypes,
  type JsonSchema,
  type Labelled,
} from '../test/bad-input-payloads';
import type { Access } from './plugins/access';

/**
 * Every route that takes a body, a query or path parameters, swept with bad input: each answer is
 * a 4xx `{ error }` in Spanish that writes nothing, or, where the input is legitimately valid (an
 * SQL fragment is a fine organization name), a 2xx that stores exactly what was sent. Never a 5xx.
 *
 * Routes come from the server (`accessTable`); what each takes (fields, types, bounds) from its
 * OpenAPI document, so a new route or field is swept without touching this file. Whether a value
 * must be refused is read off that document: a value that breaks the declared schema must get a
 * 4xx; one that fits it may still be refused by a rule the schema cannot show (a calendar date).
 */

type Route = { method: string; url: string; access: Access };
type Role = 'anonymous' | 'administrator' | 'carrier';
interface Param {
  name: string;
  schema: JsonSchema;
}
interface Operation {
  body?: JsonSchema;
  query: Param[];
  path: Param[];
}
interface Case {
  route: Route;
  label: string;
  url: string;
  /** The body's raw text; none for a request without a body. */
  body?: string;
  /** Content-Type of the body; null sends a body without one. */
  contentType?: string | null;
  /** refused: must be a 4xx; tooLarge: must be a 413; either: a 4xx or a 2xx, judged by what it did. */
  expect: 'refused' | 'either' | 'tooLarge';
  /** A body text field and what was sent in it, compared with what a 2xx stored. */
  field?: { path: string[]; sent: unknown; text: boolean };
  /** A text filter holding an SQL fragment: it must not widen the list. */
  filterTotal?: number;
}
/** One thing wrong with one answer; grouped by route, role, status and reason when reported. */
interface Problem {
  where: string;
  label: string;
  status: number;
  body: string;
  why: string;
}
interface TableState {
  rows: number;
  hash: string;
}

let h: Harness;
let doc: { paths: Record<string, Record<string, OpenApiOperation>> };
let tables: string[];
let bodyLimit: number;
const auth: Record<Role, Record<string, string>> = { anonymous: {}, administrator: {}, carrier: {} };
/** A new session per role: a logout that succeeds ends the session it was sent with. */
const signIn: Record<Role, () => Promise<Record<string, string>>> = {
  anonymous: async () => ({}),
  administrator: async () => ({}),
  carrier: async () => ({}),
};
const ids = { organization: 0, freeAffiliate: 0, carrier: 0 };
/** Records a PATCH sweep edits: never the accounts this file signs in with. */
const existing: Record<string, number> = {};
const casesRun: Record<string, number> = {};

const seq = () => `${Date.now().toString(36)}${randomInt(1e9).toString(36)}`;

/**
 * Valid values by field name, for what a schema cannot spell out (formats, dates that need a rate,
 * ids that must exist) and for ids that must NOT exist: a decision sweep must never approve a
 * request or a payment. Any other field gets a value built from its schema.
 */
const samples: Record<string, () => unknown> = {
  email: () => `fuzz.${seq()}@example.com`,
  dni: () => String(randomInt(10_000_000, 99_999_999)),
  rif: () => 'J123456789',
  phoneNumber: () => '04141234567',
  password: () => 'Clave123!',
  confirmPassword: () => 'Clave123!',
  date: () => businessDate(),
  recordDate: () => '2020-01-15',
  birthdate: () => '1985-03-10',
  voucherCode: () => String(randomInt(1e6, 1e9)),
  organization: () => ids.organization,
  affiliate: () => ids.freeAffiliate,
  id: () => 2147483647,
};
/** Query parameters a read needs to get past its first check (an administrator names the carrier). */
const querySamples: Record<string, () => unknown> = {
  carrier: () => ids.carrier,
  // The exports need a format; the CSV is the lighter to read back.
  format: () => 'csv',
  // The preview of a change of unit: a unit other than the one in force, and a factor.
  code: () => 'USD',
  factor: () => '60',
};
/** Path parameters that name nothing: the sweeps never edit or delete an existing record by accident. */
const pathSamples: Record<string, () => unknown> = {
  id: () => 2147483647,
  dni: () => '00000000',
  token: () => 'x'.repeat(43),
  // A month that has not ended: a closing refuses it (409) and closes nothing.
  month: () => '2999-12',
};

beforeAll(async () => {
  h = await build({
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
    LOGIN_FAILURES_PER_ACCOUNT: '1000',
    RECOVERY_LIMIT_PER_IP_PER_HOUR: '100000',
    RECOVERY_LIMIT_PER_ACCOUNT_PER_HOUR: '1000',
  });
  bodyLimit = h.app.initialConfig.bodyLimit!;
  const admin = await createAdministrator(h.db);
  auth.administrator = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  const carrier = await createCarrier(h.db);
  auth.carrier = bearer((await login(h.app, carrier.affiliate.email, 'Carrier')).access_token);
  signIn.administrator = async () => bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  signIn.carrier = async () => bearer((await login(h.app, carrier.affiliate.email, 'Carrier')).access_token);
  ids.carrier = carrier.carrier.id;
  await createPrice(h.db, '36.5');
  const target = await createAffiliate(h.db);
  ids.organization = target.organization.id;
  ids.freeAffiliate = (await createAffiliate(h.db)).affiliate.id;
  existing['/api/organization/:id'] = target.organization.id;
  existing['/api/affiliate/:id'] = target.affiliate.id;
  existing['/api/users/:id'] = (await createAdministrator(h.db)).id;
  existing['/api/carrier/:id'] = (await createCarrier(h.db)).carrier.id;
  // A document's read has a query (download) to sweep: a document of the target affiliate.
  existing['/api/documents/:id'] = (await createDocument(h.db, target.affiliate.id)).id;
  // A read that needs a real loan to answer (its query is swept): a loan of another carrier.
  existing['/api/loan/:id/payoff'] = (await carrierWithLoan(h, auth.administrator)).loanId;

  doc = (await h.app.inject({ url: '/api/docs' })).json();
  const found = (await h.db.execute(sql`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { name: string }[];
  };
  // Sign-in attempts are counted before anything is checked, refused or not (throttling.test.ts checks them).
  tables = found.rows.map((r) => r.name).filter((name) => name !== 'attempt_counters');
}, 60_000);
afterAll(async () => {
  console.log(`bad-input cases checked: ${JSON.stringify(casesRun)}`);
  await h?.close();
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const operationOf = (route: Route): OpenApiOperation | undefined =>
  doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];

function inputsOf(route: Route): Operation {
  const op = operationOf(route);
  const params = (where: string) =>
    (op?.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema }));
  return {
    body: op?.requestBody?.content?.['application/json']?.schema,
    query: params('query'),
    path: params('path'),
  };
}

const rolesFor = (route: Route): Role[] =>
  route.access === 'public'
    ? ['anonymous', 'administrator']
    : route.access === 'carrier'
      ? ['carrier']
      : ['administrator'];

/** The route's URL with its path parameters filled: a record the sweep may edit, or one that does not exist. */
function concrete(route: Route, override: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (name in override) return override[name]!;
    if (name === 'id' && existing[route.url]) return String(existing[route.url]);
    return encodeURIComponent(String(pathSamples[name]?.() ?? 2147483647));
  });
}

/**
 * Row count and a content hash of every table of the public schema, none skipped: the sweeps sign
 * in before they start, so not even refresh_tokens may change on a refused request, and audit_log
 * must not grow. The hash shows an UPDATE that leaves the count alone.
 */
async function snapshot(): Promise<Map<string, TableState>> {
  const query = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${t}" x`,
    )
    .join(' union all ');
  const res = (await h.db.execute(sql.raw(query))) as unknown as {
    rows: { t: string; n: number; h: string }[];
  };
  return new Map(res.rows.map((r) => [r.t, { rows: Number(r.n), hash: r.h }]));
}

/**
 * What changed since the last check. Any write takes a transaction id, so while the next id to be
 * assigned stays put nothing was written and the (slower) full snapshot is skipped; when it moves
 * (a write, a rolled-back attempt, or another database on the same server) the tables are compared.
 */
let last: { xid: string; tables: Map<string, TableState> };
const nextXid = async () =>
  (
    (await h.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as {
      rows: { x: string }[];
    }
  ).rows[0]!.x;
async function resync(): Promise<void> {
  last = { xid: await nextXid(), tables: await snapshot() };
}
async function sinceLast(): Promise<{ before: Map<string, TableState>; after: Map<string, TableState> }> {
  const before = last.tables;
  const xid = await nextXid();
  if (xid !== last.xid) last = { xid, tables: await snapshot() };
  return { before, after: last.tables };
}

function changes(before: Map<string, TableState>, after: Map<string, TableState>): string[] {
  return tables
    .filter((t) => before.get(t)!.hash !== after.get(t)!.hash || before.get(t)!.rows !== after.get(t)!.rows)
    .map((t) => `${t} ${before.get(t)!.rows}→${after.get(t)!.rows}`);
}

// Error texts in English from the framework or zod's defaults, and signs of Spanish.
const ENGLISH =
  /\b(bad request|not found|internal server error|payload too large|unsupported media type|expected|received|invalid input|must|required|too (small|big)|unrecognized|should|is not a valid|exceeding|unexpected)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|es|un|una|se|que|debe|requerido|formato|solo|cifras|datos|clave|demasiado|caracteres)\b/i;
const STACK = /\n\s+at |\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules/;
const spanish = (text: unknown) =>
  typeof text === 'string' && text.trim() !== '' && SPANISH.test(text) && !ENGLISH.test(text);

/** What is wrong with an error answer: not JSON `{ error }` in Spanish, a stack, or a framework's name. */
function errorAnswerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (!String(res.headers['content-type']).startsWith('application/json')) problems.push('not JSON');
  let body: { error?: unknown; fields?: Record<string, unknown> } = {};
  try {
    body = res.json();
  } catch {
    problems.push('unparsable body');
  }
  if (!spanish(body.error)) problems.push('error is not a Spanish text');
  for (const [field, text] of Object.entries(body.fields ?? {})) {
    if (!spanish(text)) problems.push(`fields.${field} is not a Spanish text`);
  }
  if (STACK.test(res.body)) problems.push('stack trace in the body');
  if (res.headers['x-powered-by'] !== undefined) problems.push('x-powered-by header');
  if (/fastify|node|express/i.test(String(res.headers.server ?? '')))
    problems.push('server header names the stack');
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no security headers');
  return problems;
}

const at = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );

/** A stored text must be what was sent, trimmed as the schemas trim (blank may become null). */
function storedDiffers(stored: unknown, sent: string): boolean {
  if (stored === undefined) return false; // not part of this answer
  const expected = sent.trim();
  if (expected === '' && (stored === null || stored === '')) return false;
  return stored !== expected;
}

const describeText = (v: unknown) =>
  typeof v === 'string'
    ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…(${v.length})` : v)
    : JSON.stringify(v);

/** Reads back the record a 2xx write created or edited: by id, or from its list. */
async function readBack(c: Case, role: Role, answer: Record<string, unknown>): Promise<unknown> {
  const collection = c.route.url.replace(/\/:id$/, '');
  const id = c.route.url.endsWith('/:id') ? c.url.split('/').pop() : answer.id;
  // A document's GET answers its bytes: its view is read back from its affiliate's list.
  if (collection === '/api/documents') {
    const url = `/api/affiliate/${existing['/api/affiliate/:id']}/documents`;
    const rows = (await h.app.inject({ url, headers: auth[role] })).json() as { id: unknown }[];
    return rows.find((r) => String(r.id) === String(id));
  }
  if (h.app.accessTable.some((r) => r.method === 'GET' && r.url === `${collection}/:id`)) {
    return (await h.app.inject({ url: `${collection}/${String(id)}`, headers: auth[role] })).json();
  }
  for (let offset = 0; offset < 10_000; offset += 100) {
    const res = await h.app.inject({ url: `${collection}?limit=100&offset=${offset}`, headers: auth[role] });
    const rows = res.json() as { id: unknown }[];
    if (!Array.isArray(rows) || rows.length === 0) return undefined;
    const row = rows.find((r) => String(r.id) === String(id));
    if (row) return row;
  }
  return undefined;
}

/** A 2xx write took a text field: the answer and a fresh read must hold exactly the text sent. */
async function roundTripProblems(c: Case, role: Role, res: LightMyRequestResponse): Promise<string[]> {
  const sent = c.field?.text ? parsed(c.field.sent) : undefined;
  if (typeof sent !== 'string') return [];
  const problems: string[] = [];
  const answer = res.json() as Record<string, unknown>;
  const inAnswer = at(answer, c.field!.path);
  // A field the answer does not show (a logout's token, a carrier's echoed names) is not stored.
  if (inAnswer === undefined) return [];
  if (storedDiffers(inAnswer, sent)) {
    problems.push(`answered ${describeText(inAnswer)} for ${describeText(sent)}`);
  }
  const record = await readBack(c, role, answer);
  if (record === undefined) return [...problems, 'the record just written cannot be read back'];
  const stored = at(record, c.field!.path);
  if (storedDiffers(stored, sent)) problems.push(`stored ${describeText(stored)} for ${describeText(sent)}`);
  return problems;
}

const endsSession = (route: Route) => key(route) === 'POST /api/auth/logout';
/** The role's headers; a logout gets a session of its own, as it ends the one it is sent with. */
const sessionFor = async (route: Route, role: Role): Promise<Record<string, string>> => ({
  ...(endsSession(route) ? await signIn[role]() : auth[role]),
});

/** The rows a read answered: its total header, the lines of an exported CSV after its header, or its array. */
function rowsIn(res: LightMyRequestResponse): number {
  if (res.headers['x-total-count'] !== undefined) return Number(res.headers['x-total-count']);
  if (String(res.headers['content-type']).startsWith('text/csv'))
    return res.body.split('\r\n').filter(Boolean).length - 1;
  // A file (a document's bytes) is one record.
  if (!String(res.headers['content-type']).startsWith('application/json')) return 1;
  const body: unknown = res.json();
  return Array.isArray(body) ? body.length : 1;
}

/** Runs a case for every role that may call its route; returns what went wrong. */
async function run(c: Case, category: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const role of rolesFor(c.route)) {
    casesRun[category] = (casesRun[category] ?? 0) + 1;
    const headers = await sessionFor(c.route, role);
    // The sign-in just written is not the case's doing.
    if (endsSession(c.route)) await resync();
    if (c.body !== undefined && c.contentType !== null)
      headers['content-type'] = c.contentType ?? 'application/json';
    const res = await h.app.inject({
      method: c.route.method as 'GET',
      url: c.url,
      headers,
      ...(c.body !== undefined && { payload: c.body }),
    });
    // An accepted write may queue mail and kick its delivery: the delivery is this case's doing, not the next's.
    await h.app.ctx.mailer.flush();
    const { before, after } = await sinceLast();
    const status = res.statusCode;
    const where = `${key(c.route)} as ${role}`;
    const body = res.body.slice(0, 160);
    const say = (why: string, detail?: string) =>
      problems.push({ where, label: detail ? `${c.label}: ${detail}` : c.label, status, body, why });
    // An export, and an administrator's view of a document, record who saw what (audit_log, and its
    // counter in list_summary): the one write a read is meant to make.
    const audited =
      c.route.url.endsWith('/export') || c.route.url === '/api/documents/:id'
        ? ['audit_log ', 'list_summary ']
        : [];
    const written = changes(before, after).filter((t) => !audited.some((name) => t.startsWith(name)));

    if (status >= 500) say('server error');
    if (status === 429) say('rate limited: proves nothing about validation');
    if (c.expect === 'tooLarge' && status !== 413) say('a body over the limit must be refused with 413');
    if (c.expect === 'refused' && !(status >= 400 && status < 500))
      say('bad input must be refused with a 4xx');
    if (status >= 400) {
      for (const p of errorAnswerProblems(res)) say(p);
      if (written.length) say('a refused request wrote', written.join(', '));
      continue;
    }
    if (c.route.method === 'GET') {
      if (written.length) say('a read wrote', written.join(', '));
      if (c.filterTotal !== undefined && c.filterTotal > 0) {
        const total = rowsIn(res);
        if (total >= c.filterTotal) say('an SQL fragment in a filter matched every row', `${total} rows`);
      }
      continue;
    }
    // A 2xx write: at most one new row per table (the record, its audit entry), none removed. The
    // lists' counters are bookkeeping the triggers write per group (list-summary.test.ts checks them);
    // a journal entry has two lines or more (its own tests check them).
    for (const t of tables.filter((name) => name !== 'list_summary' && name !== 'journal_lines')) {
      const grew = after.get(t)!.rows - before.get(t)!.rows;
      if (grew < 0 || grew > 1) {
        say('a write removed rows or added several', `${t} ${before.get(t)!.rows}→${after.get(t)!.rows}`);
      }
    }
    if (c.field) {
      for (const p of await roundTripProblems(c, role, res)) say('stored text differs from what was sent', p);
    }
  }
  return problems;
}

/**
 * Runs cases one after another (they share one database) and reports every problem, one line per
 * route, role, status and reason with the inputs that caused it: an empty list is a pass.
 */
async function sweep(cases: Case[], category: string): Promise<string[]> {
  const problems: Problem[] = [];
  // The setup's e-mails (an application, an approval) may still be on their way: not the first case's doing.
  await h.app.ctx.mailer.flush();
  await resync();
  for (const c of cases) problems.push(...(await run(c, category)));
  // Every table still exists and answers: a DROP smuggled through any input would fail here.
  await snapshot();
  const groups = new Map<string, Problem[]>();
  for (const p of problems) {
    const group = `${p.why} — ${p.where} → ${p.status}`;
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return [...groups].map(
    ([group, ps]) => `${group} for [${ps.map((p) => p.label).join(' | ')}], e.g. ${ps[0]!.body}`,
  );
}

const routesWith = (pick: (op: Operation) => boolean) => h.app.accessTable.filter((r) => pick(inputsOf(r)));

/** Sets `value` at `path` in a copy of `body`, building parents the schema requires. */
function withField(
  body: unknown,
  path: string[],
  value: unknown,
  schema: JsonSchema,
): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  let s = schema;
  for (const [i, k] of path.entries()) {
    s = s.properties?.[k] ?? {};
    if (i === path.length - 1) {
      if (value === undefined) delete target[k];
      else target[k] = value;
    } else {
      if (typeof target[k] !== 'object' || target[k] === null) target[k] = validValue(s, k, samples);
      target = target[k] as Record<string, unknown>;
    }
  }
  return copy;
}

/** Every field of a body schema, nested objects included, with whether its parent requires it. */
function fieldsOf(
  schema: JsonSchema,
  prefix: string[] = [],
): { path: string[]; schema: JsonSchema; required: boolean }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, s]) => [
    { path: [...prefix, name], schema: s, required: (schema.required ?? []).includes(name) },
    ...(s.properties ? fieldsOf(s, [...prefix, name]) : []),
  ]);
}

const only = <T extends { 0: string } | { label: string }>(list: readonly T[], labels: string[]) =>
  list.filter((v) => labels.includes('label' in v ? v.label : v[0]));
const wrongForText = only(wrongTypes, ['null', 'true', '0', '["a"]', '{"a":1}']);
const wrongForNumber = only(wrongTypes, ['null', 'true', '0', '"abc"', '""', '["a"]', '{"a":1}']);

const formattedSample = [
  '100 KB',
  'SQL or',
  'script',
  'lone high surrogate',
  'NUL inside',
  'invisible: BOM, zero-width, RTL override',
  'emoji and zero-width joiner family',
  'blank',
];

/** The bad values worth sending to a body field, by what it holds. */
function badValuesFor(schema: JsonSchema): Labelled[] {
  if (schema.properties) return wrongTypes;
  switch (kindOf(schema)) {
    case 'text':
      // A field with a format (cédula, RIF, e-mail) refuses any free text: a sample is enough there.
      return schema.pattern || schema.format
        ? [...wrongForText, ...only(texts, formattedSample)]
        : [...wrongForText, ...texts];
    case 'number':
      return [...wrongForNumber, ...numbers, ...only(texts, ['SQL or', 'NUL inside'])];
    case 'choice':
      return [
        ...wrongTypes,
        ['"TRUE"', 'TRUE'],
        ...only(texts, ['SQL or', 'script', 'NUL inside', 'lone high surrogate', '100 KB']),
      ];
    default:
      return [...only(texts, ['SQL or', 'NUL inside', 'lone high surrogate', '100 KB']), ['1e308', 1e308]];
  }
}

/** The bad values worth sending to a query parameter, by what it holds. */
function badUrlValuesFor(schema: JsonSchema) {
  switch (kindOf(schema)) {
    case 'text':
      return urlValues;
    case 'number':
      return only(urlValues, [
        'empty',
        'blank',
        'abc',
        '-1',
        '0',
        '-0',
        '1.5',
        '1e9',
        '1e309',
        'NaN',
        'Infinity',
        '0x10',
        '2^31',
        '2^53-1',
        '99999999999999999999',
        'SQL or',
        'NUL inside',
        'lone surrogate as CESU-8 bytes',
        'malformed percent-encoding',
        '100 KB',
      ]);
    default:
      return only(urlValues, [
        'empty',
        'abc',
        'true',
        'SQL or',
        'script',
        'NUL inside',
        'RTL override',
        'malformed percent-encoding',
        '100 KB',
      ]);
  }
}

const verdictFor = (schema: JsonSchema, text: string): Case['expect'] => {
  try {
    return mayConform(schema, JSON.parse(text)) ? 'either' : 'refused';
  } catch {
    return 'refused';
  }
};

describe('bad input on every route', () => {
  it('reads every route from the server and what it takes from the OpenAPI document', () => {
    const documented = h.app.accessTable.filter((r) => operationOf(r));
    // Only the document itself is left out of the document.
    expect(h.app.accessTable.filter((r) => !operationOf(r)).map(key)).toEqual(['GET /api/docs']);
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(documented.length);
    // Sanity: the sweeps below have something to sweep.
    expect(routesWith((op) => !!op.body).length).toBeGreaterThan(15);
    expect(routesWith((op) => op.query.length > 0).length).toBeGreaterThan(10);
    expect(routesWith((op) => op.path.length > 0).length).toBeGreaterThan(10);
  });

  it('refuses malformed, wrongly shaped, mistyped and oversized bodies on every route', async () => {
    const cases: Case[] = [];
    for (const route of routesWith((op) => !!op.body)) {
      const schema = inputsOf(route).body!;
      const base = () => validValue(schema, '', samples) as Record<string, unknown>;
      const url = concrete(route);
      const json = (label: string, body: string): Case => ({
        route,
        label,
        url,
        body,
        expect: verdictFor(schema, body),
      });
      cases.push(
        { route, label: 'malformed JSON', url, body: '{"a":', expect: 'refused' },
        { route, label: 'truncated body', url, body: toJson(base()).slice(0, -1), expect: 'refused' },
        { route, label: 'empty body with a JSON content type', url, body: '', expect: 'refused' },
        json('array', '[]'),
        json('array of the valid body', `[${toJson(base())}]`),
        json('string', '"x"'),
        json('number', '1'),
        json('null', 'null'),
        json('true', 'true'),
        json('empty object', '{}'),
        json('deeply nested', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
        json('deeply nested array', `${'['.repeat(3000)}${']'.repeat(3000)}`),
        {
          route,
          label: '__proto__ key',
          url,
          body: `{"__proto__":{"polluted":true},${toJson(base()).slice(1)}`,
          expect: 'refused',
        },
        {
          route,
          label: 'constructor.prototype key',
          url,
          body: `{"constructor":{"prototype":{"polluted":true}},${toJson(base()).slice(1)}`,
          expect: 'refused',
        },
        json(
          'unknown keys with SQL and ids',
          toJson({ ...base(), [`${SQL_OR}`]: 1, $where: '1', id: 1, isAdmin: true }),
        ),
        {
          route,
          label: 'text/plain',
          url,
          body: toJson(base()),
          contentType: 'text/plain',
          expect: 'refused',
        },
        {
          route,
          label: 'form',
          url,
          body: 'a=1',
          contentType: 'application/x-www-form-urlencoded',
          expect: 'refused',
        },
        { route, label: 'xml', url, body: '<a>1</a>', contentType: 'application/xml', expect: 'refused' },
        {
          route,
          label: 'multipart',
          url,
          body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
          expect: 'refused',
        },
        { route, label: 'no content type', url, body: toJson(base()), contentType: null, expect: 'refused' },
      );
      const firstText = fieldsOf(schema).find((f) => kindOf(f.schema) === 'text')?.path[0] ?? 'pad';
      for (const [label, body] of [
        ['1 MB text field', toJson({ ...base(), [firstText]: 'a'.repeat(1024 * 1024) })],
        ['2 MB body', toJson({ ...base(), pad: 'a'.repeat(2 * 1024 * 1024) })],
      ] as const) {
        expect(Buffer.byteLength(body)).toBeGreaterThan(bodyLimit);
        cases.push({ route, label, url, body, expect: 'tooLarge' });
      }
    }
    const problems = await sweep(cases, 'body shapes');
    expect(problems).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 180_000);

  it('refuses bad query parameters, and text filters holding SQL never widen a list', async () => {
    const cases: Case[] = [];
    // The lists read without filters (with what they need); each must answer.
    const baseline: string[] = [];
    for (const route of routesWith((op) => op.query.length > 0)) {
      const params = inputsOf(route).query;
      // Parameters some reads need (an administrator names the carrier), sent beside the swept one.
      const needed = (but: string) =>
        params
          .filter((p) => p.name !== but && querySamples[p.name])
          .map((p) => `&${p.name}=${encodeURIComponent(String(querySamples[p.name]!()))}`)
          .join('');
      const url = `${concrete(route)}?${needed('').slice(1)}`;
      const everything = await h.app.inject({ url, headers: auth[rolesFor(route).at(-1)!] });
      if (everything.statusCode !== 200)
        baseline.push(`${key(route)} → ${everything.statusCode} ${everything.body}`);
      const total = everything.statusCode === 200 ? rowsIn(everything) : 1;
      for (const param of inputsOf(route).query) {
        const values = [
          ...badUrlValuesFor(param.schema).map((v) => ({ ...v, sent: lenientDecode(v.raw) as unknown })),
          { label: 'repeated', raw: `1&${param.name}=2`, sent: ['1', '2'] as unknown },
        ];
        for (const v of values) {
          const isFilter =
            kindOf(param.schema) === 'text' && (v.label === 'SQL or' || v.label === 'SQL union');
          cases.push({
            route,
            label: `${param.name}=${v.label}`,
            url: `${concrete(route)}?${param.name}=${v.raw}${needed(param.name)}`,
            expect: mayConform(param.schema, v.sent, 'text') ? 'either' : 'refused',
            ...(isFilter && { filterTotal: total }),
          });
        }
      }
    }
    // Unknown parameters, on every read (those without a query too): ignored, never a 5xx.
    for (const route of h.app.accessTable.filter((r) => r.method === 'GET')) {
      cases.push({
        route,
        label: 'unknown parameters',
        url: `${concrete(route)}?${encodeURIComponent(SQL_OR)}=1&__proto__%5Bpolluted%5D=1&constructor=x&a%5Bb%5D%5Bc%5D=${encodeURIComponent(SCRIPT)}`,
        expect: 'either',
      });
    }
    // The SQL-in-a-filter check has lists with rows to widen.
    expect(cases.filter((c) => (c.filterTotal ?? 0) > 0).length).toBeGreaterThanOrEqual(6);
    const problems = await sweep(cases, 'query');
    expect([...baseline, ...problems]).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 180_000);

  it('refuses bad path parameters and ids that name nothing, writing nothing', async () => {
    const cases: Case[] = [];
    for (const route of routesWith((op) => op.path.length > 0)) {
      const schema = inputsOf(route).body;
      const body = schema && toJson(validValue(schema, '', samples));
      for (const param of inputsOf(route).path) {
        const unknown = String(validValue(param.schema, param.name, pathSamples));
        for (const v of [
          ...pathValues,
          { label: `unknown ${unknown.slice(0, 20)}`, raw: encodeURIComponent(unknown) },
        ]) {
          cases.push({
            route,
            label: `:${param.name} = ${v.label}`,
            // Path values are never existing records: every case here must be refused.
            url: concrete(route, { [param.name]: v.raw }),
            ...(body !== undefined && { body }),
            expect: 'refused',
          });
        }
      }
    }
    const problems = await sweep(cases, 'path');
    expect(problems).toEqual([]);
  }, 120_000);

  it('error answers carry no framework name, no stack and no English', async () => {
    const admin = auth.administrator;
    const answers = [
      await h.app.inject({ url: '/api/nothing-here' }),
      await h.app.inject({ url: '/api/organization' }),
      await h.app.inject({ url: '/api/organization', headers: auth.carrier }),
      await h.app.inject({ url: '/api/organization/abc', headers: admin }),
      await h.app.inject({ url: '/api/organization/2147483647', headers: admin }),
      await h.app.inject({
        method: 'POST',
        url: '/api/organization',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: '{"a":',
      }),
      await h.app.inject({
        method: 'POST',
        url: '/api/organization',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: toJson({ name: 'a'.repeat(2 * 1024 * 1024) }),
      }),
      await h.app.inject({
        method: 'POST',
        url: '/api/organization',
        headers: { ...admin, 'content-type': 'text/plain' },
        payload: 'x',
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 401, 403, 400, 404, 400, 413, 415]);
    for (const res of answers) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(String(res.headers.server ?? '')).not.toMatch(/fastify|node|express/i);
      expect(res.body).not.toMatch(/ at |\.ts:|node_modules/);
      expect(errorAnswerProblems(res), res.body).toEqual([]);
    }
  });

  it('answers every bad field value with a 4xx, or stores a legitimate text exactly as sent', async () => {
    const cases: Case[] = [];
    const accepted: string[] = [];
    for (const route of routesWith((op) => !!op.body)) {
      const schema = inputsOf(route).body!;
      const base = () => validValue(schema, '', samples);
      const url = concrete(route);
      // The valid body fits the schema, so each case below fails (if at all) on its one bad field.
      const validBody = base();
      expect(mayConform(schema, validBody), `${key(route)}: ${toJson(validBody)}`).toBe(true);
      const valid = await h.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...(await sessionFor(route, rolesFor(route)[0]!)), 'content-type': 'application/json' },
        payload: toJson(validBody),
      });
      expect(valid.statusCode, `${key(route)} with a valid body: ${valid.body}`).toBeLessThan(500);
      if (valid.statusCode < 300) accepted.push(key(route));

      for (const field of fieldsOf(schema)) {
        const variants: Labelled[] = [
          ...(field.required ? [['missing', undefined] as const] : []),
          ...badValuesFor(field.schema),
        ];
        for (const [label, value] of variants) {
          const body = toJson(withField(base(), field.path, value, schema));
          cases.push({
            route,
            label: `${field.path.join('.')} = ${label}`,
            url,
            body,
            expect: verdictFor(schema, body),
            field: { path: field.path, sent: value, text: kindOf(field.schema) === 'text' },
          });
        }
      }
    }
    // Most writes accept the valid body: the sweep reaches past validation into the services.
    expect(accepted.length, accepted.join(', ')).toBeGreaterThanOrEqual(12);
    const problems = await sweep(cases, 'body fields');
    expect(problems).toEqual([]);
  }, 300_000);
});

/** Query values as the server's parser reads them: percent-decoded, or kept as sent when that fails. */
function lenientDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
