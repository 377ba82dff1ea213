import { z } from 'zod';

// Zod's own fallback texts in Spanish, for every rule without a message of ours (both sides import this).
z.config(z.locales.es());
