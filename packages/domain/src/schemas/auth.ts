import { z } from 'zod';
import { messages } from '../messages';
import { permissionKeys } from '../permissions';

export const accountTypes = ['Carrier', 'Administrator'] as const;
export const accountType = z.enum(accountTypes, {
  error: 'El tipo de cuenta debe ser Carrier o Administrator.',
});
export type AccountType = z.infer<typeof accountType>;

/** E-mail as the login and recovery forms check it: required, valid, at least 8 characters. */
export const emailField = z
  .string({ error: messages.required })
  .trim()
  .toLowerCase()
  .min(1, { error: messages.required, abort: true })
  .email({ error: messages.invalidEmail })
  .min(8, { error: messages.min8 })
  .max(254, { error: 'El correo es demasiado largo.' });

/** The password typed at login: the spec asks only for 8 characters (the strong rule applies when set). */
export const loginPasswordField = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .min(8, { error: messages.min8 })
  .max(128, { error: 'La contraseña es demasiado larga.' });

/** The strong password rule for every password someone sets. */
export const strongPasswordField = z
  .string({ error: messages.required })
  .min(1, { error: messages.required })
  .max(128, { error: 'La contraseña es demasiado larga.' })
  .refine(
    (p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p),
    { error: messages.strongPassword },
  );

/** The login form (carrier box on the landing page and the back-office page). */
export const loginForm = z.object({ email: emailField, password: loginPasswordField });
export type LoginForm = z.infer<typeof loginForm>;

/** `POST /api/auth/login` also says which kind of account signs in. */
export const loginBody = loginForm.extend({ type: accountType });
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int(),
  type: accountType,
  email: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  /** The carrier's affiliate id; null for administrators. */
  affiliate: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** What a login or a refresh answers, and what the web app keeps in localStorage under `user`. */
export const sessionBody = z.object({
  access_token: z.string(),
  refresh: z.string(),
  user: sessionUser,
  message: z.string(),
});
export type SessionBody = z.infer<typeof sessionBody>;

export const refreshBody = z.object({
  refresh: z.string({ error: messages.invalidRefresh }).min(1, { error: messages.invalidRefresh }).max(512),
});

export const logoutBody = z.object({ refresh: z.string().max(512).optional() });

/** The signed-in account's own data (spec: "the requester's data by user id"). */
export const meBody = sessionUser.extend({
  /** Null for an administrator who has not given it yet (the first one, created at start). */
  dni: z.string().nullable(),
  /** The carrier's organization (line) name; null for administrators. */
  assignedLine: z.string().nullable(),
  /** False while an administrator's cédula or phone is missing: the back-office asks for them. */
  profileComplete: z.boolean(),
  /** An administrator's permission keys, read from his roles now. */
  permissions: z.array(z.enum(permissionKeys)).optional(),
  /** An administrator's lines; empty: every line. */
  organizationIds: z.array(z.number().int()).optional(),
});
export type MeBody = z.infer<typeof meBody>;
