// The periods module's public entry: what other modules use of it (app.ts registers ./routes itself).
export { closableMonths, closeMonth } from './service';
