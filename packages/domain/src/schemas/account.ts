import { z } from 'zod';
import { messages } from '../messages';
import { loginPasswordField, strongPasswordField } from './auth';
import { phoneField, recordEmailField } from './fields';

/**
 * The texts of the carrier's own account page (issue 16). Kept beside its schemas rather than in
 * messages.ts: they are ours, not the spec's, and the page and the API read them from here.
 */
export const accountMessages = {
  phoneChanged: 'Teléfono actualizado.',
  emailChangeSent: 'Te enviamos un enlace a tu nuevo correo. Ábrelo para confirmar el cambio.',
  emailSame: 'Ese ya es tu correo.',
  emailTaken: 'Ese correo ya está en uso.',
  emailChanged: 'Correo actualizado. Desde ahora inicias sesión con tu nuevo correo.',
  emailLinkInvalid: 'El enlace no es válido o ya venció. Solicita el cambio de correo de nuevo.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  passwordChanged: 'Contraseña actualizada. Se cerraron tus otras sesiones.',
} as const;

/** `GET /api/account`: the signed-in carrier's own data (its affiliate's, read-only but phone and e-mail). */
export const accountBody = z.object({
  firstNames: z.string(),
  lastNames: z.string(),
  dni: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The carrier's line (organization) name. */
  organization: z.string(),
  vehiclePlate: z.string(),
});
export type AccountBody = z.infer<typeof accountBody>;

/** `PATCH /api/account/phone` and the phone form. */
export const accountPhoneBody = z.object({ phoneNumber: phoneField });
export type AccountPhoneBody = z.infer<typeof accountPhoneBody>;

/** `POST /api/account/email` and the e-mail form: the new address, confirmed by a link sent to it. */
export const accountEmailBody = z.object({ email: recordEmailField });
export type AccountEmailBody = z.infer<typeof accountEmailBody>;

/** `POST /api/account/password` and the password form: the current one, then the new one twice. */
export const accountPasswordBody = z
  .object({
    // The login's rule, not the strong one: an older password may predate it.
    currentPassword: loginPasswordField,
    password: strongPasswordField,
    confirmPassword: z.string({ error: messages.requiredDot }).min(1, { error: messages.requiredDot }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
    // Checked as soon as both passwords parse, even while the current one is still empty.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
export type AccountPasswordBody = z.infer<typeof accountPasswordBody>;

/** The public page a change-of-e-mail link opens; it confirms the change with `POST /api/account/email/confirm/:token`. */
export const emailConfirmPath = (token: string) => `/confirmar-correo/${token}`;
