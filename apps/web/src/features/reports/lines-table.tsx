import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { messages, type PortfolioReport } from '@app/domain';
import { formatCount, formatPetro, formatShare, inUnit } from '../../lib/format';
import { ScrollRegion } from '../../components/scroll-region';

/** The lines (organizations), worst PAR 30 first; on a phone the table scrolls inside its card. */
export function LinesTable({ lines }: { lines: PortfolioReport['byOrganization'] }) {
  return (
    <ScrollRegion label="Por línea" minWidth={560}>
      <Table striped w="100%">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Línea</Table.Th>
            <Table.Th ta="right">Préstamos activos</Table.Th>
            <Table.Th ta="right">{inUnit('Saldo')}</Table.Th>
            <Table.Th ta="right">{inUnit('En mora')}</Table.Th>
            <Table.Th ta="right">PAR 30</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!lines.length && (
            <Table.Tr>
              <Table.Td colSpan={5} ta="center" c="dimmed">
                {messages.emptyList}
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td miw={180}>{line.name}</Table.Td>
              <Table.Td ta="right">{formatCount(line.activeLoans)}</Table.Td>
              <Table.Td ta="right">{formatPetro(line.outstandingPetro)}</Table.Td>
              <Table.Td ta="right">{formatPetro(line.overduePetro)}</Table.Td>
              <Table.Td ta="right">{formatShare(line.par30)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
