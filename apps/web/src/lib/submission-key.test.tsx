import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { useKeyedSend } from './submission-key';

/** Mounts a component that hands out its keyed send, and records the key of every call. */
async function keyedSend(answers: ('ok' | 'fail')[]) {
  const keys: string[] = [];
  let send: ((body: { amount: number }) => Promise<string>) | undefined;
  function Probe() {
    send = useKeyedSend(async (_body: { amount: number }, key: string) => {
      keys.push(key);
      if (answers.shift() === 'fail') throw new Error('sin conexión');
      return 'guardado';
    });
    return null;
  }
  await renderInApp(<Probe />);
  return { keys, send: (body: { amount: number }) => send!(body) };
}

describe('useKeyedSend', () => {
  it('retries the same body with the same key until it succeeds, then starts a new submission', async () => {
    const { keys, send } = await keyedSend(['fail', 'fail', 'ok', 'ok']);
    await expect(send({ amount: 95000 })).rejects.toThrow('sin conexión');
    await expect(send({ amount: 95000 })).rejects.toThrow('sin conexión');
    await expect(send({ amount: 95000 })).resolves.toBe('guardado');
    await send({ amount: 95000 });
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('another body after a failure is another submission, with its own key', async () => {
    const { keys, send } = await keyedSend(['fail', 'ok']);
    await expect(send({ amount: 95000 })).rejects.toThrow();
    await send({ amount: 95 });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
