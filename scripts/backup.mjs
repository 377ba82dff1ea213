#!/usr/bin/env node
// Backups a treasurer can run (decision 19): npm run backup, npm run restore -- FILE [--force],
// npm run db:move -- postgres://… [--force]. The database is the server's: DATABASE_URL, or the
// embedded one of DATA_DIR (a running server's, or started for the command).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const usage = `Uso:
  npm run backup [-- --out ARCHIVO]           copia de seguridad (por defecto en DATA_DIR/backups)
  npm run restore -- ARCHIVO [--force]        carga una copia en una base vacía (--force: reemplaza la que haya)
  npm run db:move -- postgres://… [--force]   copia esta instalación a un PostgreSQL vacío`;

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
});
if (values.help || !['backup', 'restore', 'move'].includes(command)) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const load = (path) => tsImport(path, import.meta.url);
const { loadConfig } = await load('../apps/api/src/config.ts');
const { reachDatabase } = await load('../apps/api/src/db/locate.ts');
const { writeBackup } = await load('../apps/api/src/db/backup/write-backup.ts');
const { restoreBackup } = await load('../apps/api/src/db/backup/restore-backup.ts');

const config = loadConfig();
// The starter logs as the server does (pino: fields, then the message): print the message.
const say = (...args) => console.log(args.find((a) => typeof a === 'string'));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

const reached = await reachDatabase(config, { info: say, warn: say });
try {
  if (command === 'backup') {
    const file = resolve(
      values.out ?? join(config.DATA_DIR, 'backups', `prestamos-${stamp()}-manual.backup.gz`),
    );
    const made = await writeBackup(reached.url, file);
    console.log(
      `Copia de seguridad lista: ${file} (${mb(made.bytes)}, ${made.rows} filas, ${(made.ms / 1000).toFixed(1)} s)`,
    );
  } else if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new Error(`Indique el archivo de la copia.\n${usage}`);
    if (reached.serverRunning)
      throw new Error(`Un servidor está usando ${resolve(config.DATA_DIR)}: deténgalo antes de restaurar.`);
    const done = await restoreBackup(resolve(file), reached.url, values.force);
    console.log(
      `Copia del ${done.header.createdAt} restaurada: ${done.rows} filas en ${(done.ms / 1000).toFixed(1)} s.`,
    );
  } else {
    const target = positionals[0];
    if (!target?.startsWith('postgres'))
      throw new Error(`Indique el PostgreSQL de destino (postgres://…).\n${usage}`);
    const folder = mkdtempSync(join(tmpdir(), 'db-move-'));
    try {
      const file = join(folder, 'move.backup.gz');
      const made = await writeBackup(reached.url, file);
      const done = await restoreBackup(file, target, values.force);
      console.log(
        `Copiadas ${done.rows} filas (${mb(made.bytes)} comprimidos) a ${target.replace(/\/\/[^@]*@/, '//…@')}.`,
      );
      console.log('Arranque el servidor con DATABASE_URL (y el mismo JWT_SECRET en todos los servidores):');
      console.log(`  DATABASE_URL=${target} JWT_SECRET=… npm start`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await reached.release();
}
