import { z } from 'zod';

/**
 * Zod's own fallback texts in Spanish, for any rule without a message of ours. Called by whoever
 * validates (the API at start, the web's form resolver), not on import: the landing page never
 * loads zod, and an import-time side effect would drag it in.
 */
export function setSpanishValidationMessages(): void {
  z.config(z.locales.es());
}
