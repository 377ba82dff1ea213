import { useRef } from 'react';

// randomUUID exists only in secure contexts (https, localhost); a plain-http deployment still needs a key.
const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One Idempotency-Key per submission: sending the same body again after a failure (a dropped
 * connection) reuses it, so the server creates the record at most once; a success retires it.
 */
export function useSubmissionKey<Body>() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: Body): string {
      const text = JSON.stringify(body);
      if (current.current?.body !== text) current.current = { body: text, key: newKey() };
      return current.current.key;
    },
    retire() {
      current.current = null;
    },
  };
}
