import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import { DataList, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Loan } from '@app/domain';
import type { ReactNode } from 'react';
import { formatBs, formatDay, formatPetro } from '../../lib/format';
import { balanceOf } from './loan-balance';
import { loanBs } from './own-loan-amount';

function Figure({ label, petro, bs }: { label: string; petro: number; bs: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
        {formatPetro(petro)} ₽
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {bs}
      </Text>
    </Paper>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * Who owes it and on what terms, and its four figures in ₽ and Bs: awarded (the Bs disbursed),
 * to pay and the balance (Bs at today's rate), paid (the Bs as entered).
 */
export function LoanSummary({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  const balance = balanceOf(loan);
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
        <Item label="Monto por cuota">{`${formatPetro(loan.totalPayFees)} ₽ · ${loanBs(loan, loan.totalPayFees, rate)}`}</Item>
        <Item label="Días de crédito">{loan.creditDays}</Item>
        {loan.credit > 0 && <Item label="Saldo a favor">{`${formatPetro(loan.credit)} ₽`}</Item>}
      </DataList>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Figure label="Otorgado" petro={loan.amountAwarded} bs={`${formatBs(loan.amountAwardedInBs)} Bs`} />
        <Figure label="A pagar" petro={loan.amountPay} bs={loanBs(loan, loan.amountPay, rate)} />
        <Figure label="Pagado" petro={loan.paidTotal} bs={`${formatBs(loan.paidTotalBs)} Bs`} />
        <Figure label="Saldo" petro={balance} bs={loanBs(loan, balance, rate)} />
      </SimpleGrid>
    </SimpleGrid>
  );
}
