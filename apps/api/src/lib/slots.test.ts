import { describe, expect, it } from 'vitest';
import { singleFlight, slots } from './slots';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('slots and single flight', () => {
  it('runs at most `size` at once, in arrival order', async () => {
    const inSlot = slots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        inSlot(async () => {
          running++;
          most = Math.max(most, running);
          order.push(n);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('shares one computation among calls for the same key while it runs, and starts anew after', async () => {
    const share = singleFlight<number>();
    let computed = 0;
    const work = async () => {
      const mine = ++computed;
      await tick();
      return mine;
    };
    const [a, b, c] = await Promise.all([share('k', work), share('k', work), share('other', work)]);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(computed).toBe(2);
    await share('k', work);
    expect(computed).toBe(3);
    // A failure is shared too, and frees the key.
    const failing = () => Promise.reject(new Error('x'));
    await expect(Promise.all([share('f', failing), share('f', failing)])).rejects.toThrow('x');
    expect(await share('f', async () => 7)).toBe(7);
  });
});
