#!/usr/bin/env node
// `npm run build`: the web app, then the server, and a stamp of what they were built from.
// `npm start` runs it with --if-changed: it builds only when a source, a dependency or Node changed
// since the last build, so a restart takes a second instead of a rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'apps/api/dist/.build-inputs');
const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain',
  'apps/api',
  'apps/web',
];
// Tests, build output and installed packages do not change what the build makes.
const SKIP = /(^|\/)(node_modules|dist|dist-ssr|e2e|test|coverage)$|\.test\.tsx?$/;

function files(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  const entries = readdirSync(full, { withFileTypes: true });
  return entries.flatMap((e) => {
    const child = relative(ROOT, join(full, e.name));
    if (SKIP.test(child)) return [];
    return e.isDirectory() ? files(child) : [child];
  });
}

/** One hash of every input file's path and content, and of the Node version that builds. */
function inputsHash() {
  const hash = createHash('sha256').update(process.version);
  const all = INPUTS.flatMap((p) => (existsSync(join(ROOT, p)) && p.includes('.') ? [p] : files(p))).sort();
  for (const file of all)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)));
  return hash.digest('hex');
}

const wanted = inputsHash();
const built = OUTPUTS.every((o) => existsSync(join(ROOT, o)));
const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (process.argv.includes('--if-changed') && built && stamp === wanted) {
  process.stdout.write(
    'Compilación al día: nada cambió desde la última, se omite (npm run build la fuerza).\n',
  );
  process.exit(0);
}
for (const workspace of ['apps/web', 'apps/api']) {
  const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
writeFileSync(STAMP, `${wanted}\n`);
