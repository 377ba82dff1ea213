import { Text } from '@mantine/core';
import {
  formatDay,
  installmentCount,
  owedText,
  reviewNote,
  terms,
  underReviewText,
  type OwedNow,
} from '@app/domain';

/**
 * What is owed now in two short lines, for the payment form: 'Vencido: … · Próxima cuota: …' (what
 * the payments under review would leave), Bs at today's rate; those payments and what they cover
 * above. It prefills nothing: the carrier types what he pays.
 */
export function OwedNowNote({ owed }: { owed: OwedNow }) {
  const asked = owed.afterReview;
  const parts = [
    asked.installmentsOverdue > 0 &&
      `${terms.overdue}: ${owedText(asked.overdue)} (${installmentCount(asked.installmentsOverdue)})`,
    asked.next &&
      `${terms.nextInstallment}: ${owedText(asked.next.amount)} (vence el ${formatDay(asked.next.dueDate)})`,
  ].filter(Boolean);
  return (
    // A plain column, not Mantine's Stack: the payment page is held to the carrier's weight budget.
    <div data-owed-now style={{ display: 'grid', gap: 2 }}>
      {owed.underReview.payments.map((p, k) => (
        <Text key={k} size="sm" fw={600} c="blue.8">
          {underReviewText(p)}
        </Text>
      ))}
      {owed.underReview.payments.length > 0 && <Text size="sm">{reviewNote(owed)}</Text>}
      {parts.length > 0 && (
        <Text size="sm" fw={600}>
          {parts.join(' · ')}
        </Text>
      )}
      {owed.overdue.bs !== null && (
        <Text size="xs" c="dimmed">
          Montos en Bs a la tasa de hoy.
        </Text>
      )}
    </div>
  );
}
