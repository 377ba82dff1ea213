// The prices feature's public entry: what other features use of it.
export { useLastPrice } from './get-last-price';
export { PublicCurrentRate } from './public-current-rate';
export { CurrentRate, RateOfDay } from './rate-of-day';
export { usePriceOn } from './get-price-on';
