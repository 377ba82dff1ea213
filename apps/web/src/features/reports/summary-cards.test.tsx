import type { PortfolioReport } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { SummaryCards } from './summary-cards';

const report: PortfolioReport = {
  date: '2026-11-27',
  rate: 40.5,
  rateCreated: '2026-11-27T13:00:00.000Z',
  activeLoans: 3,
  outstandingPetro: 120,
  outstandingBs: 4860,
  overdueLoans: 1,
  overduePetro: 10,
  principalOutstanding: 100,
  principalCurrent: 90,
  principalPastDue: 0,
  par1: 0.1,
  par30: 0,
  par90: 0,
  disbursedPetro: 0,
  disbursedBs: 0,
  collectedPetro: 0,
  collectedBs: 0,
  pendingRequests: 0,
  pendingPayments: 0,
  aging: [],
  byOrganization: [],
  monthly: [],
};

async function rateCard(shown: PortfolioReport) {
  const { container } = await renderInApp(<SummaryCards report={shown} />, {
    route: '/backoffice/panel/resumen',
  });
  return Array.from(container.querySelectorAll('[role="group"]')).at(-1)!;
}

describe("the Resumen's rate card", () => {
  it("is the day's rate when it was registered that day", async () => {
    const card = await rateCard(report);
    expect(card.getAttribute('aria-label')).toBe('Tasa del día');
    expect(card.textContent).toContain('40,5 Bs/₽');
  });

  it("says which day's rate it is when the report's day has none of its own yet", async () => {
    // Registered at 22:00 in Caracas on the 26th; the report is the 27th's, just after midnight.
    const card = await rateCard({ ...report, rateCreated: '2026-11-27T02:00:00.000Z' });
    expect(card.getAttribute('aria-label')).toBe('Tasa vigente (del 26/11/2026)');
    expect(card.textContent).toContain('Tasa vigente (del 26/11/2026)40,5 Bs/₽');
  });

  it("reads 'Sin tasa' before any rate", async () => {
    const card = await rateCard({ ...report, rate: 0, rateCreated: null });
    expect(card.textContent).toBe('Tasa del díaSin tasa');
  });
});

describe("the Resumen's 'Ver la lista' links", () => {
  it("carry the report's line to the list, or none for every line", async () => {
    const hrefs = async (line?: number) => {
      const { container } = await renderInApp(<SummaryCards report={report} line={line} />, {
        route: '/backoffice/panel/resumen',
      });
      return Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    };
    expect(await hrefs(7)).toEqual([
      '/backoffice/panel/solicitudes?estado=Por+revisar&linea=7',
      '/backoffice/panel/pagos?estado=Por+revisar&linea=7',
    ]);
    expect(await hrefs()).toEqual([
      '/backoffice/panel/solicitudes?estado=Por+revisar',
      '/backoffice/panel/pagos?estado=Por+revisar',
    ]);
  });
});
