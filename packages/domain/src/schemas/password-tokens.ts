import { z } from 'zod';
import { accountType, emailField, strongPasswordField } from './auth';

/** `PATCH /api/auth/change-password/:token`: the new password (strong rule). */
export const changePasswordBody = z.object({ password: strongPasswordField });
export const tokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\w-]+$/),
});

/** `POST /api/auth/recovery-password` and the olvide-mi-contraseña form. */
export const recoveryBody = z.object({ email: emailField });
export type RecoveryBody = z.infer<typeof recoveryBody>;

/**
 * `GET /api/auth/change-password/:token` (a usable link) and the answer of the change itself: which
 * kind of account the link is for, so the page sends the person to that kind's login. Never the account.
 */
export const tokenKindBody = z.object({ type: accountType });
export const passwordChangedBody = tokenKindBody.extend({ message: z.string() });
export type PasswordChangedBody = z.infer<typeof passwordChangedBody>;
