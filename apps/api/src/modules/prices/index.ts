// The prices module's public entry: what other modules use of it.
export { currentPrice, rateOn, requireCurrentRate, requireRateOn } from './service';
