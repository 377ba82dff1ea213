import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver whose schema, and zod with it (~28 KB gzipped), downloads after the page: the form is
 * usable at once, the download starts when the browser is idle, and a validation before it arrived waits
 * for it. For the carrier's pages, which must stay light on a slow phone (decision 26).
 */
export function lazySchemaResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (ready ??= Promise.all([loadSchema(), import('./schema-resolver')]).then(
      ([schema, { schemaResolver }]) => schemaResolver(schema) as Resolver<TInput, unknown, TOutput>,
    ));
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    load().catch(() => (ready = undefined));
  });
  return async (values, context, options) => (await load())(values, context, options);
}
