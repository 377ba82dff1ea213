import { zodResolver } from '@hookform/resolvers/zod';
import { setSpanishValidationMessages } from '@app/domain';

// Forms are where the browser validates: zod's fallback texts in Spanish from here on.
setSpanishValidationMessages();

/** The react-hook-form resolver for a shared schema; every form uses this, not zodResolver directly. */
export const schemaResolver = zodResolver;
