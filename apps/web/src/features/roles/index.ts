// The roles feature's public entry: what other features use of it.
export { useRoles } from './get-roles';
