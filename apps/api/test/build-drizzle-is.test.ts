import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Column, is, SQL, sql, Table, View } from 'drizzle-orm';
import { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
// @ts-expect-error the build's own script, plain JavaScript
import { memoizeIs } from '../build-drizzle-is.mjs';

const answer = (question: () => boolean): boolean | 'throws' => {
  try {
    return question();
  } catch {
    return 'throws';
  }
};

describe("the bundle's drizzle `is`", () => {
  it('answers as drizzle does, call after call, and throws where it throws', async () => {
    const path = join(dirname(createRequire(import.meta.url).resolve('drizzle-orm')), 'entity.js');
    const source = (memoizeIs as (s: string) => string)(await readFile(path, 'utf8'));
    const memo = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { is: typeof is };
    const values: unknown[] = [
      payments,
      payments.id,
      sql`x`,
      sql`y`.as('y'),
      'text',
      3,
      null,
      {},
      Object.create(null),
    ];
    const types = [Table, PgTable, Column, PgColumn, SQL, SQL.Aliased, View];
    for (let round = 0; round < 2; round++)
      for (const value of values)
        for (const type of types)
          expect(answer(() => memo.is(value, type))).toBe(answer(() => is(value, type)));
    class NotAnEntity {}
    expect(() => memo.is({}, NotAnEntity as never)).toThrow();
    expect(() => memo.is({}, NotAnEntity as never)).toThrow();
  });
});
