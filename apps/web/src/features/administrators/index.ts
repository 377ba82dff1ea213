// The administrators feature's public entry: what other features use of it.
export { useAdministrators } from './get-administrators';
