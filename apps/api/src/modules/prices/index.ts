// The prices module's public entry: what other modules use of it.
export {
  createPrice,
  currentPrice,
  rateOn,
  rateOnColumn,
  registeredRateOn,
  requireCurrentRate,
  requireRateOn,
} from './service';
