import { RateInUse } from '../../components/rate-in-use';
import { useLastPrice } from './get-last-price';
import { usePriceOn } from './get-price-on';

/** The rate a dated form converts at, following its date as it is typed; nothing until a date is whole. */
export function RateOfDay({ day }: { day: string | undefined }) {
  const price = usePriceOn(day);
  // A failed read says nothing about the rate: the form's own error toast speaks when it is sent.
  if (!price.isEnabled || price.isError) return null;
  return <RateInUse price={price.data} day={day} />;
}

/** The current rate, for forms that convert at it (a request, a rule). */
export function CurrentRate() {
  const price = useLastPrice();
  if (price.isError) return null;
  return <RateInUse price={price.data} />;
}
