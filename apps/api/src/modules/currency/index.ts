// The currency module's public entry: the reference unit as the database keeps it (issue 29).
export { holdUnit, readUnit } from './unit';
