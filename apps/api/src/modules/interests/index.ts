// The interests module's public entry: what other modules use of it.
export { regularInterestPercent } from './service';
