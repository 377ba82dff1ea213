// The authorizations feature's public entry: what the app layer uses of it.
export { usePendingCount } from './get-authorizations';
