import { z } from 'zod';
import { permissionKeys } from '../permissions';

const permissionKey = z.enum(permissionKeys, { error: 'El permiso no existe.' });

/** `GET /api/permissions`: the catalogue with its Spanish labels. */
export const permissionItem = z.object({ key: permissionKey, label: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;

/** A role: a name and the permissions it grants; built-in roles come with every install. */
export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionKey),
  builtIn: z.boolean(),
});
export type Role = z.infer<typeof role>;

export const roleBody = z.object({
  name: z
    .string({ error: 'El nombre es obligatorio.' })
    .trim()
    .min(3, { error: 'El mínimo de caracteres es de 3' })
    .max(40, { error: 'El máximo de caracteres es de 40' }),
  permissions: z.array(permissionKey, { error: 'Elija los permisos del rol.' }).max(permissionKeys.length),
});
export type RoleBody = z.infer<typeof roleBody>;

export const updateRoleBody = roleBody.partial();
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;
