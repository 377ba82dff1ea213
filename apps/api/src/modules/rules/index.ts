// The rules module's public entry: what other modules use of it.
export { latestRule } from './service';
