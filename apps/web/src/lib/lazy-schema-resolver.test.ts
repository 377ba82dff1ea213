import { describe, expect, it } from 'vitest';
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
