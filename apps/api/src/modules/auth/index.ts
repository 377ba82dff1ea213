// The auth module's public entry: what other modules use of it.
export { me } from './service';
export { signInLimits } from './limits';
export { readClaims, signClaims } from './tokens';
