/** The PostgreSQL constraint a unique violation (23505) broke, looking through driver wrappers. */
export function uniqueViolation(err: unknown): string | undefined {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; depth < 4 && e; depth++) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
