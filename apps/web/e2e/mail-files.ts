import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverDataDir } from './browser';

/**
 * The newest .eml the server wrote for `to` (no SMTP in these runs) whose text holds `mark`,
 * waited for up to 10 s; soft line breaks of quoted-printable are joined, so links read whole.
 */
export async function newestMailTo(to: string, mark: string): Promise<string> {
  const dir = join(serverDataDir(), 'mail');
  for (let i = 0; i < 40; i++) {
    // The folder appears with the server's first message, which may be this one.
    const files = (existsSync(dir) ? readdirSync(dir) : [])
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const f of files) {
      const raw = readFileSync(join(dir, f), 'utf8');
      if (raw.includes(`To: ${to}`) && raw.includes(mark)) return raw.replace(/=\r?\n/g, '');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with ${mark}`);
}
