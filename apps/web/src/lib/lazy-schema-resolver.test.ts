import { describe, expect, it, vi } from 'vitest';
import { lazySchemaResolver } from './lazy-schema-resolver';

// The carrier's request schema, loaded as the page loads it: a local module that re-exports it.
const load = () => import('../features/credit-requests/request-schema').then((m) => m.carrierRequestBody);
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazySchemaResolver', () => {
  it('validates with the shared schema once it arrived: its Spanish message, or the parsed values', async () => {
    const resolver = lazySchemaResolver(load);
    const refused = await resolver({ amount: -5 } as never, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.amount?.message).toBe('Solo cifras positivas');
    const accepted = await resolver({ amount: 95000.5 } as never, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({ amount: 95000.5 });
  });

  it('downloads the schema on the first sign of intent (a focus, a touch, a key), once, not with the page', async () => {
    const loadSchema = vi.fn(load);
    lazySchemaResolver(loadSchema);
    // A visit that only looks costs no validation code, even once the browser is idle.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadSchema).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('focusin'));
    document.dispatchEvent(new Event('keydown'));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('a validation asked before the schema arrived waits for it instead of passing unchecked', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const resolver = lazySchemaResolver(() => gate.then(load));
    const pending = Promise.resolve(resolver({ amount: '' } as never, undefined, options));
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    expect(Object.keys((await pending).errors)).toEqual(['amount']);
  });
});
