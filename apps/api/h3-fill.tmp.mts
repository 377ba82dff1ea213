import pg from 'pg';
import { fillJournal } from './test/journal-scale.ts';
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const t = Date.now();
const lines = await fillJournal(async (q, p) => (await client.query(q, p as unknown[])).rows, 1, process.argv[2]!);
console.log(`lines ${lines} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
await client.end();
