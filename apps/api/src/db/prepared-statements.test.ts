import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../test/helper';
import { fromPostgres, type Database } from './client';
import { PREPARED_PER_CONNECTION, statementName } from './prepared-statements';

type Row = Record<string, unknown>;

let fresh: FreshDatabase;
/** One connection: what it prepared is what pg_prepared_statements shows. */
let one: Database;

beforeAll(async () => {
  fresh = await freshDatabase();
  one = fromPostgres(fresh.raw.url, 1);
});
afterAll(async () => {
  await one.close();
  await fresh.database.close();
  await fresh.drop();
});

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const preparedNames = async (database: Database) =>
  (await rows(database, sql`select name from pg_prepared_statements`)).map((r) => String(r.name));

describe('named prepared statements', () => {
  it('prepares a statement once per connection, under one name a text, and answers as before', async () => {
    const text = 'select $1::int + 1 as n';
    for (const n of [1, 2, 3])
      expect(await rows(one, sql`select ${n}::int + 1 as n`)).toEqual([{ n: n + 1 }]);
    const names = await preparedNames(one);
    expect(names.filter((n) => n === statementName(text))).toHaveLength(1);
  });

  it('never names transaction control, SET, DDL or a text of several statements', async () => {
    await one.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '5s'`);
      await tx.execute(sql`create temporary table scratch (n int) on commit drop`);
      await tx.execute(sql.raw('select 1; select 2'));
    });
    const texts = (await rows(one, sql`select statement from pg_prepared_statements`)).map((r) =>
      String(r.statement).toLowerCase(),
    );
    for (const word of ['begin', 'commit', 'set local', 'create temporary', 'select 1; select 2'])
      expect(texts.filter((t) => t.includes(word))).toEqual([]);
  });

  it('leaves a text search unnamed: its plan depends on its pattern', async () => {
    for (const word of ['%ro%', '%villarroel%', '%z%'])
      await rows(
        one,
        sql`select count(*)::int as n from (values ('Rojas')) v(name) where name ilike ${word}`,
      );
    const texts = (await rows(one, sql`select statement from pg_prepared_statements`)).map((r) =>
      String(r.statement).toLowerCase(),
    );
    expect(texts.filter((t) => t.includes('ilike'))).toEqual([]);
  });

  it('keeps at most its cap per connection: texts without end (IN-lists) deallocate the oldest', async () => {
    for (let n = 1; n <= PREPARED_PER_CONNECTION + 50; n++) {
      const list = sql.join(
        Array.from({ length: n }, (_, i) => sql`${i + 1}`),
        sql`, `,
      );
      const [row] = await rows(
        one,
        sql`select count(*)::int as n from (values (1)) v(x) where x in (${list})`,
      );
      expect(row).toEqual({ n: 1 });
    }
    expect((await preparedNames(one)).length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION + 1);
  });

  it('goes on after a failed statement in a transaction, and after its connection is ended', async () => {
    await expect(
      one.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toThrow();
    expect(await rows(one, sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
    const [{ pid } = {}] = await rows(one, sql`select pg_backend_pid() as pid`);
    const admin = new pg.Client({ connectionString: fresh.raw.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The statement in flight on the dead connection fails (503 in a request); the next gets a new one.
    await rows(one, sql`select ${1}::int as n`).catch(() => {});
    expect(await rows(one, sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
    expect(await preparedNames(one)).toContain(statementName('select $1::int + 1 as n'));
  });

  it('prepares nothing when switched off (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const plain = fromPostgres(fresh.raw.url, 1, undefined, 'postgres', false);
    try {
      for (const n of [1, 2]) await rows(plain, sql`select ${n}::int as n`);
      expect(await preparedNames(plain)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
