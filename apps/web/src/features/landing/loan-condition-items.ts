import {
  bsText,
  formatDate,
  formatShare,
  rateLabel,
  rateText,
  unitText,
  type LoanConditions,
} from '@app/domain';

/** What the conditions section knows: nothing yet (the page as built), the API's answer, or a failure. */
export type ConditionsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; conditions: LoanConditions };

export interface ConditionItem {
  term: string;
  value: string;
  note: string;
}

const percent = (amount: number) => formatShare(amount / 100);

/**
 * The four boxes of "Condiciones de hoy": the page is rendered with them loading at build time, and the
 * landing's start script writes the API's answer into the same boxes (landing-conditions.ts).
 */
export function conditionItems(state: ConditionsState): ConditionItem[] {
  const c = state.status === 'ready' ? state.conditions : null;
  const unknown = state.status === 'loading' ? '…' : 'No disponible';
  const rate = c?.rate;
  const installment = c?.installment;
  return [
    {
      // After midnight, until a rate is registered, the newest is the previous day's: it says so.
      term: rate ? rateLabel('Tasa del día', rate.created) : 'Tasa del día',
      value: rate ? rateText(rate.amount) : c ? 'Sin tasa registrada' : unknown,
      note: rate ? `Registrada el ${formatDate(rate.created)}` : '',
    },
    {
      term: 'Interés',
      value: c ? percent(c.interestPercent) : unknown,
      note: c ? 'Sobre el monto otorgado, una sola vez' : '',
    },
    {
      term: 'Cuota',
      value: installment
        ? `${unitText(installment.amountInPetro)}${installment.amountInBs === null ? '' : ` · ${bsText(installment.amountInBs)}`}`
        : c
          ? 'Un solo pago'
          : unknown,
      note: c ? `Una cada ${c.daysPerInstallment} días` : '',
    },
    {
      term: 'Mora',
      value: c
        ? c.defaulterInterestPercent === null
          ? 'Sin recargo'
          : percent(c.defaulterInterestPercent)
        : unknown,
      note: c?.defaulterInterestPercent != null ? 'Sobre lo vencido de cada cuota atrasada' : '',
    },
  ];
}
