import { unitPlural, type PortfolioReport } from '@app/domain';
import { formatCount, unitText } from '../../lib/format';
import { ChartLegend, chartColors } from './chart-legend';

const W = 640;
const H = 220;
const PAD = { top: 10, bottom: 28, left: 8, right: 8 };
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

/** Twelve months of disbursements against collections (in the unit), as plain SVG: no chart library to download. */
export function MonthlyChart({ months }: { months: PortfolioReport['monthly'] }) {
  const top = Math.max(1, ...months.flatMap((m) => [m.disbursedPetro, m.collectedPetro]));
  const slot = (W - PAD.left - PAD.right) / months.length;
  const bar = slot * 0.36;
  const height = (v: number) => ((H - PAD.top - PAD.bottom) * v) / top;
  const base = H - PAD.bottom;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={`Desembolsado y cobrado por mes, en ${unitPlural()}, los últimos doce meses`}
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={base} y2={base} stroke="var(--mantine-color-gray-4)" />
        {months.map((m, i) => {
          const x = PAD.left + i * slot + slot * 0.14;
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={base - height(m.disbursedPetro)}
                width={bar}
                height={height(m.disbursedPetro)}
                fill={chartColors.first}
              >
                <title>{`${monthLabel(m.month)}: desembolsado ${unitText(m.disbursedPetro)} (${formatCount(m.newLoans)} préstamos)`}</title>
              </rect>
              <rect
                x={x + bar}
                y={base - height(m.collectedPetro)}
                width={bar}
                height={height(m.collectedPetro)}
                fill={chartColors.second}
              >
                <title>{`${monthLabel(m.month)}: cobrado ${unitText(m.collectedPetro)}`}</title>
              </rect>
              <text
                x={x + bar}
                y={H - 10}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartLegend
        items={[
          { label: 'Desembolsado', color: chartColors.first },
          { label: 'Cobrado', color: chartColors.second },
        ]}
      />
    </figure>
  );
}
