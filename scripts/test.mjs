#!/usr/bin/env node
// The one test command (README, .ci/run): lint, typecheck, unit, API on the embedded PostgreSQL and on the system's,
// build + weight budget, end-to-end in Chromium. Prints a table and, last, "N passed, N failed".
// With CI=true a leg whose tools are missing fails instead of being skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2); // e.g. `npm test -- api-embedded e2e`
const outDir = mkdtempSync(join(tmpdir(), 'test-results-'));

const hasPostgres = () =>
  !!process.env.DATABASE_URL ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)));
const hasChromium = () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

/** Each leg: a command that passes or fails (counted as one) or a Vitest run (its tests counted). */
const legs = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'domain', vitest: 'packages/domain' },
  { name: 'web-unit', vitest: 'apps/web' },
  { name: 'api-embedded', vitest: 'apps/api', env: { TEST_DB: 'embedded' } },
  {
    name: 'api-postgres',
    vitest: 'apps/api',
    env: { TEST_DB: 'postgres' },
    needs: [hasPostgres, 'PostgreSQL (apt-get install postgresql) or DATABASE_URL'],
  },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'size', cmd: ['npm', 'run', 'size'] },
  { name: 'e2e', vitest: 'apps/web/e2e', needs: [hasChromium, 'Chromium (apt-get install chromium)'] },
  {
    name: 'e2e-postgres',
    vitest: 'apps/web/e2e',
    env: { E2E_DB: 'postgres' },
    needs: [() => hasChromium() && hasPostgres(), 'Chromium and PostgreSQL'],
  },
];

const results = [];
for (const leg of legs) {
  if (only.length && !only.includes(leg.name)) continue;
  const started = Date.now();
  const result = { name: leg.name, passed: 0, failed: 0, skipped: 0, note: '' };
  results.push(result);
  process.stdout.write(`\n━━ ${leg.name} ━━\n`);

  if (leg.needs && !leg.needs[0]()) {
    result.note = `missing ${leg.needs[1]}`;
    if (ci) result.failed = 1;
    else result.skipped = 1;
    process.stdout.write(`${ci ? 'FAILED' : 'SKIPPED'}: ${result.note}\n`);
    continue;
  }

  if (leg.cmd) {
    const run = spawnSync(leg.cmd[0], leg.cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...leg.env },
    });
    if (run.status === 0) result.passed = 1;
    else result.failed = 1;
  } else {
    const report = join(outDir, `${leg.name}.json`);
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--root',
        leg.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { stdio: 'inherit', env: { ...process.env, ...leg.env } },
    );
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      result.passed = json.numPassedTests;
      result.failed = json.numFailedTests;
      result.skipped = json.numPendingTests + json.numTodoTests;
      // A suite that failed to load (syntax error, setup crash) counts as a failure too.
      if (run.status !== 0 && result.failed === 0) result.failed = 1;
      if (ci && result.skipped > 0) {
        result.note = 'skipped tests are not allowed with CI=true';
        result.failed += result.skipped;
      }
    } else {
      result.failed = 1;
      result.note = 'no report written';
    }
  }
  result.note ||= `${((Date.now() - started) / 1000).toFixed(1)} s`;
}
rmSync(outDir, { recursive: true, force: true });

const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
process.stdout.write('\nleg            passed  failed  skipped  note\n');
for (const r of results) {
  process.stdout.write(
    `${r.name.padEnd(14)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.skipped).padStart(9)}  ${r.note}\n`,
  );
}
process.stdout.write(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`,
);
process.exit(total.failed > 0 ? 1 : 0);
