import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort, startBuiltServer as start, stopServer, waitForHealth } from './global-setup';

describe('the server process', () => {
  it('refuses to open a data folder another server holds, with a clear message', async () => {
    const second = start({ DATA_DIR: inject('dataDir'), PORT: String(await freePort()) });
    const code = await new Promise((r) => second.child.once('exit', r));
    expect(code).toBe(1);
    expect(second.output()).toContain('ya está en uso por otro proceso');
  });

  it('prints a generated administrator password once, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-first-'));
    try {
      const port = await freePort();
      const first = start({ DATA_DIR: dataDir, PORT: String(port) });
      await waitForHealth(`http://127.0.0.1:${port}`, first.child);
      const printed = /Contraseña: (\S+)/.exec(first.output());
      expect(printed).not.toBeNull();
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/administrator/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@prestamos.local', password: printed![1] }),
      });
      expect(login.status).toBe(200);
      expect(await stopServer(first.child)).toBe(0);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

      // The second start reuses the folder: no new password printed, the same one still works.
      const again = start({ DATA_DIR: dataDir, PORT: String(port) });
      await waitForHealth(`http://127.0.0.1:${port}`, again.child);
      expect(again.output()).not.toContain('Contraseña:');
      expect(await stopServer(again.child)).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
