import { z } from 'zod';
import { messages } from '../messages';
import { strongPasswordField } from './auth';
import { dniField, nameField, phoneField, recordEmailField } from './fields';
import { isoDateTime, listQuery } from './common';

const idList = z.array(z.number().int().positive()).max(100);
/** Roles and lines given to an administrator; no lines means every line. */
const grantFields = {
  roleIds: idList.min(1, { error: 'Elija al menos un rol.' }),
  organizationIds: idList,
};

const adminFields = {
  firstNames: nameField(3, 15),
  lastNames: nameField(3, 15),
  dni: dniField,
  email: recordEmailField,
  phoneNumber: phoneField,
};

const passwordsMatch = (v: { password?: string; confirmPassword?: string }) =>
  !v.password || v.password === v.confirmPassword;
const mismatch = {
  error: messages.passwordsDontMatch,
  path: ['confirmPassword'],
  // Checked as soon as both passwords parse, even while other fields are still empty.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown };
    return (
      typeof v?.confirmPassword === 'string' && (v.password === undefined || typeof v.password === 'string')
    );
  },
};

/** Creating an administrator: the password twice. */
export const createAdministratorBody = z
  .object({
    ...adminFields,
    password: strongPasswordField,
    confirmPassword: z.string({ error: messages.requiredDot }),
    // Left out, the new administrator gets the roles and lines of the one who creates him.
    roleIds: grantFields.roleIds.optional(),
    organizationIds: grantFields.organizationIds.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type CreateAdministratorBody = z.infer<typeof createAdministratorBody>;

/** Editing changes only the fields sent; a password sent must be confirmed. */
export const updateAdministratorBody = z
  .object({
    ...z.object(adminFields).partial().shape,
    ...z.object(grantFields).partial().shape,
    password: z.union([z.literal(''), strongPasswordField]).optional(),
    confirmPassword: z.string().optional(),
  })
  .refine(passwordsMatch, mismatch);
export type UpdateAdministratorBody = z.infer<typeof updateAdministratorBody>;

/** An administrator as the API shows it; cédula and phone are null until the first one gives them. */
export const administrator = z.object({
  id: z.number().int(),
  type: z.literal('Administrator'),
  firstNames: z.string(),
  lastNames: z.string(),
  dni: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  created: isoDateTime,
  roleIds: z.array(z.number().int()),
  /** Empty: every line. */
  organizationIds: z.array(z.number().int()),
});
export type Administrator = z.infer<typeof administrator>;

export const administratorsQuery = listQuery('administrators');
export type AdministratorsQuery = z.infer<typeof administratorsQuery>;

/** `PATCH /api/auth/me`: an administrator completes (or corrects) its own cédula and phone. */
export const ownProfileBody = z.object({ dni: adminFields.dni, phoneNumber: adminFields.phoneNumber });
export type OwnProfileBody = z.infer<typeof ownProfileBody>;
