// The account module's public entry: the carrier's own account page (issue 16).
export { accountRoutes } from './routes';
