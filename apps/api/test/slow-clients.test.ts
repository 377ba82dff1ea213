import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forever,
  logLines,
  rawClient,
  serverDatabase,
  startServer,
  trickle,
  type ServerProcess,
} from './server-process';

/**
 * The real server in its own process, with short limits so each case takes seconds: slow and
 * silent clients are cut, and SIGTERM ends the process within its bound whatever they do.
 */
const LIMITS = {
  REQUEST_TIMEOUT_SECONDS: '3',
  HEADERS_TIMEOUT_SECONDS: '1',
  KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  CONNECTION_TIMEOUT_SECONDS: '5',
  BODY_LIMIT_KB: '16',
  SHUTDOWN_GRACE_SECONDS: '1',
};
// Timeouts are checked every quarter of the shorter one: a cut comes within the timeout plus that, plus slack for a loaded machine.
const SLACK_MS = 1500;

const LOGIN = '/api/auth/carrier/login';
const loginBody = JSON.stringify({ email: 'nadie@example.com', password: 'Clave123!x' });
const post = (path: string, body: string, length = Buffer.byteLength(body)) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`;

let server: ServerProcess;
let port: number;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await serverDatabase();
  drop = database.drop;
  server = startServer({ ...database.env, ...LIMITS });
  port = await server.listening;
}, 90_000);
afterAll(async () => {
  server?.kill();
  await server?.exited;
  await drop?.();
});

/** The status line and the JSON body of the one answer a raw client received. */
function answer(raw: string): { status: number; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
}

describe('slow and silent clients', () => {
  it('a body trickled a byte a second is cut at the request timeout, with a Spanish 408', async () => {
    const client = await rawClient(port);
    const started = performance.now();
    client.socket.write(post(LOGIN, '', 1000));
    trickle(client.socket, forever(' '), 1000);
    const cutAfter = (await client.closed) - started;
    expect(cutAfter).toBeGreaterThan(2500);
    expect(cutAfter).toBeLessThan(3000 + SLACK_MS);
    expect(answer(client.received())).toEqual({
      status: 408,
      body: { error: 'La solicitud tardó demasiado en llegar. Intente de nuevo.' },
    });
  });

  it('headers sent a line at a time, or never, are cut at the headers timeout', async () => {
    const held = await rawClient(port);
    const silent = await rawClient(port);
    const started = performance.now();
    held.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    trickle(held.socket, forever('X-Relleno: a\r\n'), 300);
    for (const client of [held, silent]) {
      const cutAfter = (await client.closed) - started;
      expect(cutAfter).toBeLessThan(1000 + SLACK_MS);
      expect(answer(client.received()).status).toBe(408);
    }
  });

  it('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const client = await rawClient(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const started = performance.now();
    const idleFor = (await client.closed) - started;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    // Node keeps an idle socket up to a second beyond the timeout it announces.
    expect(idleFor).toBeLessThan(1000 + 1000 + SLACK_MS);
  });

  it('a body over BODY_LIMIT_KB is refused with 413 before it is read', async () => {
    const client = await rawClient(port);
    client.socket.write(post(LOGIN, '', 17 * 1024));
    await client.closed;
    expect(answer(client.received())).toEqual({
      status: 413,
      body: { error: 'El cuerpo de la solicitud es demasiado grande.' },
    });
  });

  it('a request that takes its time within the limits is answered', async () => {
    const client = await rawClient(port);
    client.socket.write(post(LOGIN, '', Buffer.byteLength(loginBody)));
    // Half a second a piece: slower than any real client, well within the 3 s for the whole request.
    const [first, second] = [loginBody.slice(0, 20), loginBody.slice(20)];
    trickle(client.socket, [first, second], 500);
    await expect.poll(client.received, { timeout: 5000 }).toMatch(/\r\n\r\n\{.*\}$/);
    expect(answer(client.received())).toEqual({
      status: 401,
      body: { error: 'Correo o contraseña incorrectos.' },
    });
    client.socket.destroy();
  });
});

describe('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, drops slow clients after the grace and exits in time', async () => {
    const idle = await rawClient(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(idle.received).toMatch(/^HTTP\/1\.1 200/);
    // A request whose body is still on its way when the signal comes.
    const inFlight = await rawClient(port);
    inFlight.socket.write(post(LOGIN, loginBody.slice(0, 10), Buffer.byteLength(loginBody)));
    // And one that would take far longer than the grace (1 s), though less than its 3 s request timeout.
    const slow = await rawClient(port);
    slow.socket.write(post(LOGIN, '', 1000));
    await new Promise((r) => setTimeout(r, 100));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    // The idle connection is closed at once.
    expect((await idle.closed) - signalled).toBeLessThan(SLACK_MS);
    // The rest of its body arrives, with another request behind it on the same connection: the
    // first is answered, the second is told the server is stopping.
    inFlight.socket.write(`${loginBody.slice(10)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await inFlight.closed;
    const [first, second] = inFlight.received().split(/(?=HTTP\/1\.1 )/);
    expect(answer(first!)).toEqual({ status: 401, body: { error: 'Correo o contraseña incorrectos.' } });
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/connection: close/i);
    expect(answer(second!).body).toEqual({
      error: 'El servidor se está reiniciando. Intente de nuevo en unos segundos.',
    });
    // No new connection is accepted.
    await expect(rawClient(port)).rejects.toThrow(/ECONNREFUSED/);

    // The slow client never finishes: its connection is dropped after the 1 s grace, and the process exits.
    trickle(slow.socket, forever(' '), 200);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(1000 + SLACK_MS + 1000);
    expect(slow.received()).toBe('');
    const messages = logLines(server.output()).map((l) => l.msg);
    expect(messages).toContain('shutting down');
    expect(messages).toContain('connections still open after the grace: closing them');
  });
});
