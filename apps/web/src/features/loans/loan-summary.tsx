import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import { DataList, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  bsBasis,
  installmentCount,
  owedText,
  terms,
  underReviewText,
  type AmountValue,
  type Loan,
  type OwedAmount,
  type OwedNow,
} from '@app/domain';
import type { ReactNode } from 'react';
import { NO_VALUE, bsText, formatDay, unitText } from '../../lib/format';
import { loanDayBs } from './own-loan-amount';

function Figure({
  label,
  petro,
  bs,
  detail,
  tone,
}: {
  label: string;
  petro: AmountValue;
  bs: string;
  detail?: string;
  tone?: 'red';
}) {
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-label={label}
      style={tone && { borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Text size="sm" c={tone ? 'red.8' : 'dimmed'} fw={tone ? 600 : undefined}>
        {label}
        {detail && ` · ${detail}`}
      </Text>
      <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
        {unitText(petro)}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {bs}
      </Text>
    </Paper>
  );
}

/** Bs of a figure owed now, said as such: '354.342,00 Bs a la tasa de hoy'; '—' without a rate. */
const todayBs = (amount: OwedAmount) => (amount.bs ? `${bsText(amount.bs)} ${bsBasis.today}` : NO_VALUE);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * Who owes it and on what terms; its figures as they happened (granted as disbursed, to pay in the Bs
 * of its day, paid as paid) and what it owes now by the one rule (balance, overdue, next
 * installment at today's rate, the payments under review), as the carrier's card shows them.
 */
export function LoanSummary({ loan, owed }: { loan: Loan; owed: OwedNow | undefined }) {
  const asked = owed?.afterReview;
  return (
    // Top-aligned: the figures keep their own height beside the longer list of terms.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <DataList withDivider gap="xs" labelWidth="9rem">
        <Item label="Transportista">
          {`${loan.carrier.firstNames} ${loan.carrier.lastNames}`}
          <Text span size="sm" c="dimmed">
            {' '}
            · {loan.carrier.dni}
          </Text>
        </Item>
        <Item label="Línea">{loan.carrier.line}</Item>
        <Item label="Fecha">{formatDay(loan.date)}</Item>
        <Item label="Motivo">
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {loan.reasonForAdmission}
          </Text>
        </Item>
        <Item label="Cuotas pagadas">{`${loan.feePaid} de ${loan.feeNumbers}`}</Item>
        <Item
          label={terms.perInstallment}
        >{`${unitText(loan.totalPayFees)} · ${loanDayBs(loan, loan.totalPayFees)}`}</Item>
        <Item label="Días de crédito">{loan.creditDays}</Item>
        {loan.credit > 0 && <Item label={terms.credit}>{unitText(loan.credit)}</Item>}
      </DataList>
      <Stack gap="sm">
        {owed && owed.underReview.payments.length > 0 && (
          <Stack gap={2} data-under-review>
            {owed.underReview.payments.map((p, k) => (
              <Text key={k} size="sm" fw={600} c="blue.8">
                {underReviewText(p)}
              </Text>
            ))}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Figure label="Otorgado" petro={loan.amountAwarded} bs={bsText(loan.amountAwardedInBs)} />
          <Figure label="A pagar" petro={loan.amountPay} bs={loanDayBs(loan, loan.amountPay)} />
          <Figure label={terms.paid} petro={loan.paidTotal} bs={bsText(loan.paidTotalBs)} />
          {owed && <Figure label={terms.balance} petro={owed.balance.petro} bs={todayBs(owed.balance)} />}
          {owed && owed.installmentsOverdue > 0 && (
            <Figure
              label={terms.overdue}
              detail={`${installmentCount(owed.installmentsOverdue)}, ${owed.daysPastDue} días`}
              petro={owed.overdue.petro}
              bs={todayBs(owed.overdue)}
              tone="red"
            />
          )}
          {owed?.next && (
            <Figure
              label={terms.nextInstallment}
              detail={`vence el ${formatDay(owed.next.dueDate)}`}
              petro={owed.next.amount.petro}
              bs={todayBs(owed.next.amount)}
            />
          )}
        </SimpleGrid>
        {owed && owed.underReview.payments.length > 0 && asked && (
          <Text size="sm" c="dimmed">
            {`Con lo que está en revisión: ${terms.overdue.toLowerCase()} ${owedText(asked.overdue)}, ${terms.balance.toLowerCase()} ${owedText(asked.balance)}.`}
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
