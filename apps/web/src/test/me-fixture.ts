import { builtInRoles, type MeBody } from '@app/domain';

/** `GET /api/auth/me` for an administrator holding one built-in role's permissions, on every line. */
export const administratorMe = (role: keyof typeof builtInRoles): MeBody => ({
  id: 1,
  type: 'Administrator',
  email: 'admin@example.com',
  firstNames: 'Carla',
  lastNames: 'Díaz',
  affiliate: null,
  dni: '12345678',
  assignedLine: null,
  profileComplete: true,
  permissions: [...(builtInRoles[role] ?? [])],
  organizationIds: [],
});
