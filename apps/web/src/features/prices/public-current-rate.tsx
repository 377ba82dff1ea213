import { RateInUse } from '../../components/rate-in-use';
import { usePublicPrice } from './get-public-price';

/**
 * The current rate as anyone may read it: the landing's application converts at it. On a module of
 * its own: the landing has no query cache, and must not load one with the other rate lines.
 */
export function PublicCurrentRate() {
  const price = usePublicPrice();
  if (price === 'error') return null;
  return <RateInUse price={price} />;
}
