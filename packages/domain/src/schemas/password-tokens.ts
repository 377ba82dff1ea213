import { z } from 'zod';
import { emailField, strongPasswordField } from './auth';

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
