import { unitSymbol } from '@app/domain';
import { useLastPrice } from './get-last-price';
import { formatDateTime, formatRate } from '../../lib/format';

/**
 * The top bar's '1 ₽ = X bs' in the unit in force, X the newest rate: 0 while none is registered (the
 * spec's starting pricePetro), '…' while it loads, so a carrier's pre-rendered page never shows a rate of 0.
 */
export function RateText() {
  const { data } = useLastPrice();
  const rate = data === undefined ? '…' : formatRate(data?.amount ?? 0);
  return (
    // Marked: the spec quotes it with a lowercase 'bs', the one place that writes it so.
    <span title={data ? `Registrada el ${formatDateTime(data.created)}` : undefined} data-top-bar-rate>
      {`1 ${unitSymbol()} = ${rate} bs`}
    </span>
  );
}
