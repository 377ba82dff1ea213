import { unitSymbol } from '@app/domain';
import { useLastPrice } from './get-last-price';
import { formatDateTime, formatRate } from '../../lib/format';

/** The top bar's '1 ₽ = X bs' in the unit in force, X the newest rate (0 until one is registered or while it loads). */
export function RateText() {
  const { data } = useLastPrice();
  return (
    // Marked: the spec quotes it with a lowercase 'bs', the one place that writes it so.
    <span title={data ? `Registrada el ${formatDateTime(data.created)}` : undefined} data-top-bar-rate>
      {`1 ${unitSymbol()} = ${formatRate(data?.amount ?? 0)} bs`}
    </span>
  );
}
