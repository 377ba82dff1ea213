import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Signs that someone is about to fill a form in: a field taking the focus, a touch, a key. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * A form's resolver whose schema, and zod with it (~30 KB gzipped), downloads when the visitor reaches
 * for the page (a field's focus, a touch, a key), not with it: the form is usable at once, a first visit
 * that only looks costs no validation code, and a validation before it arrived waits for it. For the
 * carrier's pages, which must stay light on a slow phone (decisions 26 and 38).
 */
export function lazySchemaResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (ready ??= Promise.all([loadSchema(), import('./schema-resolver')]).then(
      ([schema, { schemaResolver }]) => schemaResolver(schema) as Resolver<TInput, unknown, TOutput>,
    ));
  if (typeof document !== 'undefined') {
    const onIntent = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      load().catch(() => (ready = undefined));
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  }
  return async (values, context, options) => (await load())(values, context, options);
}
