import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@app/domain';
import { HttpError } from './errors';

// PostgreSQL cannot store NUL in text, and a lone UTF-16 surrogate would be stored as U+FFFD:
// both are refused before validation rather than failing (500) or being silently changed.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path ('a.b.0') of the first key or string below `root` that the database cannot keep as sent. */
export function unstorableTextAt(root: unknown): string | undefined {
  // Iterative: a 256 KB body can nest thousands of levels deep.
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return at;
        pending.push([child, at]);
      }
    }
  }
  return undefined;
}

/** Refuses, with a 400 naming the field, any body, query or path text the database cannot keep. */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = unstorableTextAt(part);
      if (at !== undefined) {
        throw new HttpError(400, messages.invalidCharacters, { [at || 'body']: messages.invalidCharacters });
      }
    }
  });
}
