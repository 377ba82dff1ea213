// The targets of issues 12 and 33, the pass/fail marks, and the table printed and written to docs/benchmarks.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What each figure must reach, per database. Per kind of route, at each connection count: p50 and
 * p95 in ms, `floors` the CPU per request as a multiple of the floor's (server + PostgreSQL, from
 * /proc). `list` is every list, filter, search, deep page, carrier list, desk, mail list and loan
 * route; `nameSearch` a search for the surname ~5 % of affiliates share. Then the portfolio report's
 * p95 one call at a time, approvals per second, start to a healthy answer, the server's RSS under load.
 */
export const TARGETS = {
  postgres: {
    list: { 1: { p50: 5, floors: 6 }, 32: { p95: 50 } },
    nameSearch: { 1: { p50: 10 }, 32: { p95: 50 } },
    portfolioP95Ms: 300,
    approvalsPerSec: 300,
    healthyMs: 3000,
    rssLoadMb: 250,
  },
  // The embedded database at a tenth of the scale.
  embedded: {
    list: { 8: { p95: 100 } },
    nameSearch: { 8: { p95: 100 } },
    healthyMs: 3000,
    rssLoadMb: 400,
  },
};

/** One kind of route's targets in words, for the report. */
export const targetText = (byConnections) =>
  Object.entries(byConnections ?? {})
    .map(
      ([c, x]) =>
        `at ${c} connection(s) ${Object.entries(x)
          .map(([k, v]) => (k === 'floors' ? `CPU ≤ ${v}× the floor` : `${k} ≤ ${v} ms`))
          .join(', ')}`,
    )
    .join('; ');

const PASS = '✓';
const FAIL = '✗';
const NONE = '–';

/** The mark of one measured row: ✓, ✗ with what failed, or – when no target speaks of it. */
export function markRow(kind, row) {
  const failed = [];
  if (row.errors > 0) failed.push('errors');
  // Nothing came back within the duration (a login at 32 connections on a slow machine, say).
  if (row.requests === 0) failed.push('no answer');
  if (row.captureStatus !== undefined && row.captureStatus >= 400)
    failed.push(`answered ${row.captureStatus}`);
  const target = row.target && TARGETS[kind][row.target]?.[row.connections];
  if (target?.p50 !== undefined && !(row.p50 <= target.p50)) failed.push(`p50>${target.p50}`);
  if (target?.p95 !== undefined && !(row.p95 <= target.p95)) failed.push(`p95>${target.p95}`);
  if (target?.floors !== undefined && !(row.floors <= target.floors))
    failed.push(row.floors === undefined ? 'CPU not measured' : `CPU>${target.floors}× floor`);
  if (failed.length) return `${FAIL} ${failed.join(', ')}`;
  return target ? PASS : NONE;
}

/** ✓/✗ of a figure against an upper (`max`) or lower (`min`) bound; – without one. */
export function markFigure(value, { max, min } = {}) {
  if (max === undefined && min === undefined) return NONE;
  if (value === undefined) return `${FAIL} not measured`;
  return (max === undefined || value <= max) && (min === undefined || value >= min) ? PASS : FAIL;
}

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : NONE);
const COLUMNS = [
  ['route', (r) => `${r.method ?? 'GET'} ${r.route} · ${r.label}`],
  ['conn', (r) => String(r.connections)],
  ['req/s', (r) => fixed(r.reqPerSec, 0)],
  ['p50 ms', (r) => fixed(r.p50)],
  ['p95 ms', (r) => fixed(r.p95)],
  ['p99 ms', (r) => fixed(r.p99)],
  ['errors', (r) => String(r.errors)],
  ['CPU ms/req', (r) => fixed(r.cpu?.perRequestMs, 2)],
  ['×floor', (r) => fixed(r.floors)],
  ['bare req/s', (r) => fixed(r.bare?.reqPerSec, 0)],
  ['RSS MB', (r) => fixed(r.rssPeakMb, 0)],
  ['', (r) => r.mark],
];

/** One line of the stdout table (fixed widths), and its header. */
const WIDTHS = [64, 4, 7, 8, 8, 8, 6, 10, 6, 10, 6, 0];
export const tableHeader = () => COLUMNS.map(([name], i) => name.padEnd(WIDTHS[i])).join(' ');
export const tableLine = (row) =>
  COLUMNS.map(([, cell], i) => {
    const text = cell(row);
    return i === 0 ? text.slice(0, WIDTHS[0]).padEnd(WIDTHS[0]) : text.padStart(WIDTHS[i]);
  }).join(' ');

const markdownTable = (rows) =>
  [
    `| ${COLUMNS.map(([name]) => name).join(' | ')} |`,
    `|${COLUMNS.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`,
    ...rows.map((r) => `| ${COLUMNS.map(([, cell]) => cell(r).replaceAll('|', '\\|')).join(' | ')} |`),
  ].join('\n');

/** The run's summary figures, each with its target and mark. */
export function summaryFigures(kind, run) {
  const t = TARGETS[kind];
  const figure = (name, shown, mark, target = '') => ({ name, shown, mark, target });
  const { healthyMs, rssIdleMb, rssPeakMb } = run.server;
  const figures = [
    figure(
      'start to a healthy /api/health',
      `${fixed(healthyMs, 0)} ms`,
      markFigure(healthyMs, { max: t.healthyMs }),
      `≤ ${t.healthyMs} ms`,
    ),
    figure('server RSS idle', `${fixed(rssIdleMb, 0)} MB`, NONE),
    figure(
      'server RSS peak under load',
      `${fixed(rssPeakMb, 0)} MB`,
      markFigure(rssPeakMb, { max: t.rssLoadMb }),
      `≤ ${t.rssLoadMb} MB`,
    ),
  ];
  const targeted = (run.rows ?? []).filter((r) => r.target);
  if (targeted.length) {
    const met = targeted.filter((r) => r.mark === PASS).length;
    figures.push(
      figure(
        'route rows meeting their target',
        `${met} of ${targeted.length}`,
        met === targeted.length ? PASS : FAIL,
        'all',
      ),
    );
  }
  for (const [c, f] of Object.entries(run.floor ?? {}))
    figures.push(
      figure(
        `floor (select 1 through pg) at ${c} connection(s): CPU per request, p50`,
        `${fixed(f.cpu?.perRequestMs, 3)} ms, ${fixed(f.p50, 2)} ms`,
        NONE,
      ),
    );
  const pg = run.database.memoryMb;
  if (pg)
    figures.push(
      figure(
        'PostgreSQL processes (PSS) idle / peak',
        `${fixed(pg.idleMb, 0)} / ${fixed(pg.peakMb, 0)} MB`,
        NONE,
      ),
    );
  for (const [name, a] of Object.entries(run.approvals ?? {})) {
    const min = t.approvalsPerSec;
    figures.push(
      figure(
        `${name} approvals/s at ${a.connections} connections`,
        fixed(a.reqPerSec, 0),
        min ? markFigure(a.reqPerSec, { min }) : NONE,
        min ? `≥ ${min}/s` : '',
      ),
      figure(`${name}: CPU per approval`, `${fixed(a.cpuPerApprovalMs, 2)} ms`, NONE),
      figure(`${name} approvals exactly once`, a.check, a.exactlyOnce ? PASS : FAIL, 'one effect each'),
    );
  }
  for (const p of run.portfolio ?? []) {
    const max = t.portfolioP95Ms;
    figures.push(
      figure(
        `portfolio report, ${p.label}: p95 of ${p.calls} calls one at a time`,
        `${fixed(p.p95, 0)} ms`,
        max ? markFigure(p.p95, { max }) : NONE,
        max ? `≤ ${max} ms` : '',
      ),
    );
  }
  return figures;
}

/**
 * Writes `<date>-<kind>-<fraction>.json` and `.md` into `dir` (`-2`, `-3`… after the day's first
 * run, which is never overwritten: the run before a change is the figure it is compared with).
 */
export function writeReport(dir, run) {
  mkdirSync(dir, { recursive: true });
  const base = `${run.date}-${run.database.kind}-${run.fraction}`;
  let name = base;
  for (let n = 2; existsSync(join(dir, `${name}.json`)); n++) name = `${base}-${n}`;
  const json = join(dir, `${name}.json`);
  const md = join(dir, `${name}.md`);
  // Two decimals are plenty for ms and req/s; small values (fractions, ratios) keep 4 digits.
  const rounded = (_key, v) =>
    typeof v === 'number' && !Number.isInteger(v)
      ? Math.abs(v) < 1
        ? Number(v.toPrecision(4))
        : Math.round(v * 100) / 100
      : v;
  writeFileSync(json, `${JSON.stringify(run, rounded, 2)}\n`);
  const m = run.machine;
  const t = TARGETS[run.database.kind];
  const lines = [
    `# API benchmark: ${run.database.kind}, seed fraction ${run.fraction} (${run.date})`,
    '',
    `Command: \`${run.command}\``,
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores; RAM ${m.ramGb} GB; ${m.kernel}; Node ${m.node}`,
    `- Database: ${run.database.kind} — ${run.database.version}`,
    `- Load average (1/5/15 min) before: ${run.loadBefore.join(' / ')}; after: ${run.loadAfter.join(' / ')}`,
    `- Durations: ${run.duration} s per scenario and connection count (after a ${run.warmUpS} s warm-up), the bare server ${run.bareDuration} s right after`,
    '',
    '## Data measured on (rows in each list)',
    '',
    ...Object.entries(run.totals).map(([path, n]) => `- \`${path}\`: ${n.toLocaleString('en-US')}`),
    '',
    '## Summary',
    '',
    '| figure | value | target | |',
    '|---|---|---|---|',
    ...summaryFigures(run.database.kind, run).map(
      (f) => `| ${f.name} | ${f.shown} | ${f.target} | ${f.mark} |`,
    ),
    '',
    '## Routes',
    '',
    `Targets: lists, filters, searches, deep pages, carrier lists, the desk, the mail list and a loan's routes ${targetText(t.list)}; ` +
      `a name search for the surname ~5 % of affiliates share ${targetText(t.nameSearch)}. ` +
      'Logins, the portfolio under load and PDFs have no target (–). "CPU ms/req" is the server process and its PostgreSQL ' +
      'backends (from /proc) per answer; "×floor" divides it by the floor\'s at the same connections. "bare" is a Fastify ' +
      'server answering the same bytes from memory in its own process (information only).',
    '',
    markdownTable(run.rows),
    '',
    ...(run.portfolio?.length
      ? [
          '## Portfolio report, one call at a time',
          '',
          `| day, line | p50 ms | p95 ms | max ms | calls | p95 ≤ ${t.portfolioP95Ms ?? NONE} ms |`,
          '|---|--:|--:|--:|--:|---|',
          ...run.portfolio.map(
            (p) =>
              `| \`${p.path}\` (${p.label}) | ${p.p50.toFixed(0)} | ${p.p95.toFixed(0)} | ${p.max.toFixed(0)} | ${p.calls} | ${markFigure(p.p95, { max: t.portfolioP95Ms })} |`,
          ),
          '',
        ]
      : []),
    ...(run.exports?.length
      ? [
          '## Exports, whole lists',
          '',
          '| export | first byte ms | whole s | MB | server RSS before → peak MB |',
          '|---|---|---|---|---|',
          ...run.exports.map(
            (e) =>
              `| \`${e.path}\` | ${e.firstByteMs.toFixed(0)} | ${(e.totalMs / 1000).toFixed(1)} | ${(e.bytes / 1e6).toFixed(1)} | ${e.rssBeforeMb.toFixed(0)} → ${e.rssPeakMb.toFixed(0)} |`,
          ),
          '',
        ]
      : []),
    ...(run.notes.length ? ['## Notes', '', ...run.notes.map((n) => `- ${n}`), ''] : []),
  ];
  writeFileSync(md, lines.join('\n'));
  return { json, md };
}
