// The interests module's public entry: what other modules use of it.
export { defaulterRatePercent, regularInterestPercent } from './service';
