// The authorizations module's public entry: what other modules use of it.
export { holdForCheck } from './hold';
export { authorizationRoutes } from './routes';
