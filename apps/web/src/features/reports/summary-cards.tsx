import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { unitSymbol, rateLabel, type PortfolioReport } from '@app/domain';
import { paths } from '../../app/paths';
import { bsText, formatCount, formatRate, formatShare, unitText } from '../../lib/format';
import { FigureCard } from './figure-card';

/** The list of what waits, filtered to 'Por revisar', of the report's line when it has one. */
const waiting = (href: string, line: number | undefined) => (
  <Anchor
    component={Link}
    to={`${href}?${new URLSearchParams({ estado: 'Por revisar', ...(line && { linea: String(line) }) })}`}
    size="sm"
  >
    Ver la lista
  </Anchor>
);

/** The summary's cards: stacked on a phone, four across on a wide screen. */
export function SummaryCards({ report, line }: { report: PortfolioReport; line?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <FigureCard
        label="Dinero en la calle"
        value={unitText(report.outstandingPetro)}
        detail={`${bsText(report.outstandingBs)} · ${formatCount(report.activeLoans)} préstamos`}
      />
      <FigureCard
        label="En mora"
        value={`${formatCount(report.overdueLoans)} préstamos`}
        detail={`${unitText(report.overduePetro)} vencidos`}
      />
      <FigureCard
        label="PAR 30"
        value={formatShare(report.par30)}
        detail={`PAR 1 ${formatShare(report.par1)} · PAR 90 ${formatShare(report.par90)}`}
      />
      <FigureCard
        label="Cobrado en el mes"
        value={unitText(report.collectedPetro)}
        detail={bsText(report.collectedBs)}
      />
      <FigureCard
        label="Desembolsado en el mes"
        value={unitText(report.disbursedPetro)}
        detail={bsText(report.disbursedBs)}
      />
      <FigureCard
        label="Solicitudes por revisar"
        value={formatCount(report.pendingRequests)}
        detail={waiting(paths.admin.requests, line)}
      />
      <FigureCard
        label="Pagos por revisar"
        value={formatCount(report.pendingPayments)}
        detail={waiting(paths.admin.payments, line)}
      />
      <FigureCard
        // What the books' portfolio accounts hold (decision 37): principal only, past due beyond 30 days.
        label="Capital por cobrar"
        value={unitText(report.principalOutstanding)}
        detail={`${unitText(report.principalPastDue)} en cartera vencida`}
      />
      <FigureCard
        // The report's day may have no rate of its own yet (after midnight): the card says whose it is.
        label={
          report.rateCreated ? rateLabel('Tasa del día', report.rateCreated, report.date) : 'Tasa del día'
        }
        value={report.rate ? `${formatRate(report.rate)} Bs/${unitSymbol()}` : 'Sin tasa'}
      />
    </SimpleGrid>
  );
}
