// The bare server (started by server.mjs): answers each path it was given with the status, headers
// and body the real server gave for it, from memory. What Fastify alone costs for the same JSON.
import { createRequire } from 'node:module';

// The API's own Fastify, so both servers run the same version.
const Fastify = createRequire(new URL('../../apps/api/package.json', import.meta.url))('fastify');

const answers = new Map();
const app = Fastify({ logger: false });
app.all('*', (request, reply) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  if (!answer) return reply.code(404).send({ error: 'not captured' });
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
});

process.on('message', (m) => {
  answers.set(m.key, { status: m.status, headers: m.headers, body: Buffer.from(m.body, 'base64') });
  process.send({ id: m.id });
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
// The benchmark ended without stopping it (a crash, Ctrl-C): go too.
process.on('disconnect', () => process.exit(0));

await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.server.address().port });
