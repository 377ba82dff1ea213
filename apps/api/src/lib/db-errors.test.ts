import { describe, expect, it } from 'vitest';
import { restartDelayMs } from '../db/embedded-postgres';
import { databaseFault } from './db-errors';

/** An error as drizzle wraps the driver's: "Failed query" with the driver's error as its cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });

describe('database faults', () => {
  it('tells a full disk from a database away, through the driver wrappers', () => {
    expect(databaseFault(wrapped({ code: '53100', message: 'could not extend file' }))).toBe('disk-full');
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '53300'])
      expect(databaseFault(wrapped({ code, message: 'x' })), code).toBe('unavailable');
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFault(wrapped(new Error('timeout exceeded when trying to connect')))).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'unavailable',
    );
    // The Unix socket of a database that is gone; not any missing file.
    expect(databaseFault({ code: 'ENOENT', syscall: 'connect', message: 'x' })).toBe('unavailable');
    expect(databaseFault({ code: 'ENOENT', syscall: 'open', message: 'x' })).toBeUndefined();
  });

  it('leaves a bug or a request error alone', () => {
    expect(databaseFault(wrapped({ code: '23505', message: 'duplicate key' }))).toBeUndefined();
    expect(databaseFault(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseFault(undefined)).toBeUndefined();
    expect(databaseFault('text')).toBeUndefined();
  });

  it('starts the embedded PostgreSQL again after 1, 2, 4 … at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
