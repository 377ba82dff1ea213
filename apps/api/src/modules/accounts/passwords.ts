import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { slots } from '../../lib/slots';

/**
 * At most this many hashes at once: each holds 19 MB while it runs, and a burst of logins queued four
 * deep on libuv's threads took the server from 160 to 240 MB. One per core costs no throughput:
 * the hashes are CPU-bound.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));
/** Runs `work` (a hash or a verification) when one of the HASHES_AT_ONCE slots is free. */
export const inHashSlot = slots(HASHES_AT_ONCE);

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1): ~8 ms a hash on these machines. */
export const hashPassword = (password: string): Promise<string> => inHashSlot(() => hash(password));

// Verified when the account does not exist, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    const fake = await dummyHash;
    await inHashSlot(() => verify(fake, password)).catch(() => false);
    return false;
  }
  return inHashSlot(() => verify(storedHash, password)).catch(() => false);
}
