import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedCarrier } from './seed';
import { startCluster, type Cluster } from '../../api/test/postgres-cluster';
import { freePort } from '../../api/test/free-port';

export { freePort };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
    carrierEmail: string;
    carrierPassword: string;
    orgName: string;
    /** The server's DATABASE_URL, empty for the embedded database of `dataDir`. */
    databaseUrl: string;
  }
}

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Two of the footer's four networks, one WhatsApp given as a phone: the others must show no link. */
export const SOCIAL = {
  SOCIAL_INSTAGRAM: 'https://www.instagram.com/cooperativa_sol_via',
  SOCIAL_WHATSAPP: '0414-765.43.21',
};

export async function waitForHealth(baseUrl: string, child: ChildProcess, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** A server process in its own process group (so it stops with its children); `output` is all it printed. */
function spawnServer(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, output: () => out };
}

/** The built server (apps/api/dist/server.js) on loopback, without the first-administrator variables. */
export function startBuiltServer(env: Record<string, string>) {
  return spawnServer(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...env,
  });
}

/**
 * A temporary folder for a journey's own server, with its DATA_DIR inside; readable by every account:
 * the embedded database may run as another one (a server started as root) and must reach it.
 */
export function ownServerFolder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return { dir, dataDir: join(dir, 'data') };
}

/** Stops a server started in its own process group, as Ctrl-C would, and waits for it. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/**
 * `npm start` with a temporary DATA_DIR, as the README tells a user; a carrier account is seeded
 * into that folder first (the registry screens come in a later issue).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const adminEmail = 'admin@prestamos.test';
  const adminPassword = 'Admin123!x';
  // Not the default, and with an ampersand: the name must travel from the configuration into the page as text.
  const orgName = 'Cooperativa Sol & Vía';
  // E2E_DB=postgres: the same journeys against a throwaway PostgreSQL server (DATABASE_URL).
  let cluster: Cluster | undefined;
  let databaseUrl: string | undefined;
  if (process.env.E2E_DB === 'postgres') {
    cluster = startCluster();
    databaseUrl = cluster.url;
  }
  const carrier = await seedCarrier(dataDir, databaseUrl);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const { child, output } = spawnServer('npm', ['start'], {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    ORG_NAME: orgName,
    ...SOCIAL,
    // Vitest sets NODE_ENV=test; the app under test is the production build, as a user runs it.
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl ?? '',
    // A production server on PostgreSQL refuses to start without the key all its servers share.
    JWT_SECRET: databaseUrl ? randomBytes(32).toString('hex') : '',
    // Every journey comes from one address: the per-address limits are tested in the API suite.
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    // The journeys approve requests without papers; a journey about the documents gate runs a server of its own.
    REQUIRED_DOCUMENTS: '',
  });
  try {
    await waitForHealth(baseUrl, child);
    // The first administrator is created from ADMIN_EMAIL alone, so the back-office would ask it for
    // its cédula and phone before anything else: the journeys start after it gave them
    // (first-start.e2e.ts walks through that question on a server of its own).
    await completeAdministratorProfile(baseUrl, adminEmail, adminPassword);
  } catch (err) {
    await stopServer(child).catch(() => {});
    cluster?.stop();
    throw new Error(`${(err as Error).message}\n${output()}`, { cause: err });
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('carrierEmail', carrier.email);
  project.provide('carrierPassword', carrier.password);
  project.provide('orgName', orgName);
  project.provide('databaseUrl', databaseUrl ?? '');

  return async () => {
    await stopServer(child);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Signs in as the seeded administrator and gives its cédula and phone, as its first sign-in asks. */
export async function completeAdministratorProfile(baseUrl: string, email: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/administrator/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const saved = await fetch(`${baseUrl}/api/auth/me`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ dni: '10203040', phoneNumber: '04141112233' }),
  });
  if (!saved.ok)
    throw new Error(`the administrator profile was not saved: ${saved.status} ${await saved.text()}`);
}
