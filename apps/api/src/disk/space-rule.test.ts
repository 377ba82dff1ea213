import { describe, expect, it } from 'vitest';
import { diskState, lowBelowBytes, type DiskLimits } from './space-rule';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const embedded: DiskLimits = {
  reserveBytes: 64 * MB,
  warnBytes: 1024 * MB,
  warnPercent: 10,
  keepsReserve: true,
};
const external: DiskLimits = { ...embedded, keepsReserve: false };
const at = (freeMb: number, heldMb = 64, totalBytes = 100 * GB) =>
  diskState({ freeBytes: freeMb * MB, totalBytes, reserveHeld: heldMb * MB }, embedded);

describe('the full-disk rule (decision 31)', () => {
  it('is low below either threshold: DISK_WARN_FREE_MB or DISK_WARN_FREE_PERCENT of the disk', () => {
    expect(lowBelowBytes(100 * GB, embedded)).toBe(10 * GB);
    expect(lowBelowBytes(5 * GB, embedded)).toBe(1024 * MB);
    expect(at(11 * 1024)).toMatchObject({ low: false, refusing: false, reserve: 'keep' });
    expect(at(9 * 1024)).toMatchObject({ low: true, refusing: false, reserve: 'keep' });
    const small = (freeMb: number) =>
      diskState({ freeBytes: freeMb * MB, totalBytes: 5 * GB, reserveHeld: 64 * MB }, embedded);
    expect(small(1100).low).toBe(false);
    expect(small(1000).low).toBe(true);
  });

  it('refuses writes below the reserve, with the reserve file still there', () => {
    expect(at(64)).toMatchObject({ spareBytes: 64 * MB, refusing: false, reserve: 'keep' });
    expect(at(63)).toMatchObject({ spareBytes: 63 * MB, low: true, refusing: true, reserve: 'keep' });
    expect(at(33)).toMatchObject({ refusing: true, reserve: 'keep' });
  });

  it('deletes the reserve file under half the reserve, and the freed room does not lift the refusal', () => {
    expect(at(31)).toMatchObject({ refusing: true, reserve: 'release' });
    // The same disk once the file is gone: 64 MB more free, still refusing, nothing more to do.
    expect(at(31 + 64, 0)).toMatchObject({ spareBytes: 31 * MB, refusing: true, reserve: 'keep' });
    expect(at(127, 0)).toMatchObject({ spareBytes: 63 * MB, refusing: true, reserve: 'keep' });
  });

  it('writes the reserve again when there is room for it plus the reserve, as writes resume', () => {
    expect(at(128, 0)).toMatchObject({ spareBytes: 64 * MB, refusing: false, reserve: 'restore' });
    // Written: the same disk 64 MB fuller, neither refusing nor releasing.
    expect(at(64, 64)).toMatchObject({ refusing: false, reserve: 'keep' });
    // A file half written (a start cut short) is completed the same way.
    expect(at(200, 20)).toMatchObject({ spareBytes: 156 * MB, refusing: false, reserve: 'restore' });
    expect(at(100, 20)).toMatchObject({ spareBytes: 56 * MB, refusing: true, reserve: 'keep' });
  });

  it('never flaps: each step of a filling and an emptying disk leads to a state that asks nothing more', () => {
    for (let free = 0; free <= 300; free += 1) {
      for (const held of [0, 64]) {
        const first = at(free, held);
        const after =
          first.reserve === 'release'
            ? at(free + held, 0)
            : first.reserve === 'restore'
              ? at(free - (64 - held), 64)
              : first;
        expect(after.reserve, `free ${free} MB, held ${held} MB`).toBe('keep');
        expect(after.refusing, `free ${free} MB, held ${held} MB`).toBe(first.refusing);
      }
    }
  });

  it('with DATABASE_URL keeps no reserve and never refuses: the database is on another disk', () => {
    const state = diskState({ freeBytes: 1 * MB, totalBytes: 100 * GB, reserveHeld: 0 }, external);
    expect(state).toEqual({ spareBytes: 1 * MB, low: true, refusing: false, reserve: 'keep' });
  });
});
