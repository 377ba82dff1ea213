import { createServer } from 'node:net';

/** A port nothing listens on (for now). Its own file: the end-to-end setup uses it without the API's test helpers. */
export const freePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
