import { useRef } from 'react';

// randomUUID exists only in secure contexts (https, localhost); a plain-http deployment still needs a key.
export const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One Idempotency-Key per submission: sending the same body again after a failure (a dropped
 * connection) reuses it, so the server creates the record at most once; a success retires it.
 */
function useSubmissionKey<Body>() {
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

/** The header that carries a submission's key. */
export const keyHeader = (key: string) => ({ 'Idempotency-Key': key });

/**
 * A mutation function that sends each submission with its key: the same key while the same body is
 * retried after a failure, a new one once the server has answered with success.
 */
export function useKeyedSend<Body, Answer>(send: (body: Body, key: string) => Promise<Answer>) {
  const submission = useSubmissionKey<Body>();
  return async (body: Body): Promise<Answer> => {
    const answer = await send(body, submission.keyFor(body));
    submission.retire();
    return answer;
  };
}
