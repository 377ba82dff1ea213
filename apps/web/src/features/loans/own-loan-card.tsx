import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, DataList, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListNumbers, IconReceipt } from '@tabler/icons-react';
import { bsBasis, loanOwes, terms, type Loan } from '@app/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DownloadButton } from '../../components/download-button';
import { NO_VALUE, bsText, formatDate, unitText } from '../../lib/format';
import { useOwedNow } from './use-owed-now';
import { loanDayBs, PetroAndBs } from './own-loan-amount';
import { LoanStatusBadge, MoraBadge } from './own-loan-badges';
import { OwnLoanScheduleList } from './own-loan-schedule-list';

// The modal's code (focus trap, scroll lock) comes when a carrier first opens it, not with the landing.
const OwnLoanPaymentsModal = lazy(() => import('./own-loan-payments-modal'));

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * One loan (spec: mis-prestamos): status, amounts in ₽ and Bs, days, installments, reason and date;
 * its schedule; and the 'Pagos' modal. A card, not a table row, so a 360px phone reads it whole.
 */
export function OwnLoanCard({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  // The unpaid loan's schedule is what a carrier came for; a paid one's loads only when asked.
  const [scheduleShown, setScheduleShown] = useState(loan.status === 'Por pagar');
  const [paymentsOpened, setPaymentsOpened] = useState(false);
  const [paymentsWanted, setPaymentsWanted] = useState(false);
  const title = `Préstamo del ${formatDate(loan.date)}`;
  // The same schedule query the list of installments reads: a loan that owes loads it anyway.
  const owes = loanOwes(loan);
  const { owed, isPending: owedPending } = useOwedNow(loan, rate, owes);
  return (
    <Paper
      component="article"
      aria-label={title}
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      style={loan.isMora ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group gap={6}>
          <LoanStatusBadge status={loan.status} />
          {loan.isMora && <MoraBadge />}
        </Group>
      </Group>
      {loan.isMora && (
        <Text size="sm" c="red.7" fw={600} mb="sm">
          Tienes cuotas vencidas sin pagar.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <DataList withDivider gap="xs" labelWidth="8.5rem">
          {/* As they happened: granted, to pay and per installment in the Bs of the loan's day, paid as paid. */}
          <Item label={terms.toPay}>
            <PetroAndBs petro={loan.amountPay} bs={loanDayBs(loan, loan.amountPay)} />
          </Item>
          <Item label={terms.granted}>
            <PetroAndBs petro={loan.amountAwarded} bs={bsText(loan.amountAwardedInBs)} />
          </Item>
          <Item label={terms.paid}>
            <PetroAndBs petro={loan.paidTotal} bs={bsText(loan.paidTotalBs)} />
          </Item>
          {owed ? (
            // Only what is still owed is priced at today's rate (the rule the Próxima cuota card reads), and says so.
            <Item label={terms.balance}>
              <PetroAndBs
                petro={owed.balance.petro.toNumber()}
                bs={owed.balance.bs ? bsText(owed.balance.bs) : NO_VALUE}
                basis={owed.balance.bs ? bsBasis.today : undefined}
              />
            </Item>
          ) : (
            // The balance's three lines kept while the schedule loads: the rows below do not jump (CLS).
            owes &&
            owedPending && (
              <Item label={terms.balance}>
                <Skeleton height={54} width="8rem" />
              </Item>
            )
          )}
          <Item label={terms.perInstallment}>
            <PetroAndBs petro={loan.totalPayFees} bs={loanDayBs(loan, loan.totalPayFees)} />
          </Item>
          <Item label="Cuotas">{loan.feeNumbers}</Item>
          <Item label="Cuotas pagadas">{loan.feePaid}</Item>
          <Item label="Días de crédito">{loan.creditDays}</Item>
          {loan.credit > 0 && (
            <Item label={terms.credit}>
              <Text span c="teal.8" size="sm" fw={600}>
                {unitText(loan.credit)}
              </Text>
            </Item>
          )}
          <Item label="Motivo">
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              {loan.reasonForAdmission}
            </Text>
          </Item>
        </DataList>
        {scheduleShown && (
          <Stack gap="xs">
            <Title order={4} size="h5">
              Cuotas
            </Title>
            <OwnLoanScheduleList loan={loan} rate={rate} />
          </Stack>
        )}
      </SimpleGrid>
      <Group gap="xs" mt="md">
        <Button
          variant="light"
          leftSection={<IconReceipt size={18} aria-hidden />}
          onClick={() => {
            setPaymentsWanted(true);
            setPaymentsOpened(true);
          }}
          aria-haspopup="dialog"
        >
          Pagos ({loan.paymentHistory.length})
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconListNumbers size={18} aria-hidden />}
          onClick={() => setScheduleShown((shown) => !shown)}
          aria-expanded={scheduleShown}
        >
          {scheduleShown ? 'Ocultar cuotas' : 'Ver cuotas'}
        </Button>
        <DownloadButton path={`/api/loan/${loan.id}/statement.pdf`}>Estado de cuenta</DownloadButton>
      </Group>
      {paymentsWanted && (
        <Suspense fallback={null}>
          <OwnLoanPaymentsModal
            opened={paymentsOpened}
            onClose={() => setPaymentsOpened(false)}
            payments={loan.paymentHistory}
          />
        </Suspense>
      )}
    </Paper>
  );
}
