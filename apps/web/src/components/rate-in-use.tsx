import { Text } from '@mantine/core';
import { messages, rateLabel, type Price } from '@app/domain';
import { formatDateTime, formatDay, rateText } from '../lib/format';

interface RateInUseProps {
  /** The rate the form converts at: undefined while it loads, null when there is none. */
  price: Price | null | undefined;
  /** The business day whose rate applies ('YYYY-MM-DD'); none for the current rate. */
  day?: string;
}

/**
 * Names the rate a form converts its Bs at, which day's it is and when it was registered, so the
 * person knows which amount of the unit theirs becomes before sending it.
 */
export function RateInUse({ price, day }: RateInUseProps) {
  if (price === undefined)
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        Consultando la tasa…
      </Text>
    );
  if (price === null)
    return (
      <Text size="sm" c="red.8" aria-live="polite">
        {day ? messages.noRateOnDate : messages.noRateYet}
      </Text>
    );
  // A rate registered before the day (today's not in yet, or none that day) says which day's it is.
  const which = rateLabel(day ? `Tasa del ${formatDay(day)}` : 'Tasa vigente', price.created, day);
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-rate-in-use>
      {`${which}: ${rateText(price.amount)} (registrada el ${formatDateTime(price.created)})`}
    </Text>
  );
}
