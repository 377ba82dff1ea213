// The floor server (started by server.mjs): the API's own Fastify and pg, one route running one
// trivial statement. What any answer that reads the database costs at least, on this machine.
import { createRequire } from 'node:module';

// The API's own copies, so the floor runs the versions the server runs.
const apiRequire = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = apiRequire('fastify');
const pg = apiRequire('pg');
const FLOOR_APPLICATION = process.env.FLOOR_APPLICATION;

// As many connections as the server's pool (DATABASE_POOL_SIZE, 20 by default).
const pool = new pg.Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  // Its backends are told from the server's (whose start-up jobs may still run) by this name.
  application_name: FLOOR_APPLICATION,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
pool.on('error', () => {});
const app = Fastify({ logger: false });
app.get('/floor', async () => {
  const { rows } = await pool.query('select 1 as one');
  return { one: rows[0].one };
});

process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
// The benchmark ended without stopping it (a crash, Ctrl-C): go too.
process.on('disconnect', () => process.exit(0));

await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.server.address().port });
