import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannotMountReason, mountSmallDisk, type SmallDisk } from '../../../test/small-disk';
import { createMailSender } from './transport';

const reason = cannotMountReason();
if (reason) console.warn(`mail-files-full-disk.test.ts omitida: ${reason}`);

/** E-mails written as files (no SMTP_URL) on a full disk: the send fails and leaves no file cut short (decision 31). */
(reason ? describe.skip : describe)('an e-mail file on a full disk', () => {
  let disk: SmallDisk;
  beforeAll(() => {
    disk = mountSmallDisk(8);
  });
  afterAll(() => disk?.unmount());

  it('fails the send, so the outbox tries it again, and leaves no half-written .eml', async () => {
    const send = createMailSender({ DATA_DIR: disk.dir, MAIL_FROM: 'Préstamos <no-responder@localhost>' });
    const message = { to: 'ana@example.com', subject: 'Su préstamo', text: 'x'.repeat(200_000), html: '' };
    expect(await send(message)).toMatch(/\.eml$/);
    disk.fill('photos', 64 * 1024);
    await expect(send(message)).rejects.toThrow(/ENOSPC/);
    expect(readdirSync(join(disk.dir, 'mail'))).toHaveLength(1);
  });
});
