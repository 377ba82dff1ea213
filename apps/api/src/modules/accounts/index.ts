// The accounts module's public entry: what other modules use of it.
export { hashPassword, verifyPassword } from './passwords';
