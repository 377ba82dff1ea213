import {
  formatAmountText,
  formatCount,
  unitPlural,
  unitWords,
  type Currency,
  type CurrencyChanged,
} from '@app/domain';

/** A factor as the API gives it ('60.5'), es-VE and digit for digit: '60,5'. */
export const factorText = (factor: string): string => formatAmountText(factor, 'factor');

/** The 'Unidad de cuenta' line: 'Unidad de cuenta: dólar (US$)'. */
export const unitLine = (unit: Currency): string => `Unidad de cuenta: ${unitWords(unit)}`;

/** The confirmation: the change named in words, and what it does to amounts, rates and bolívares. */
export const changeSentence = (from: Currency, to: Currency, factor: string): string =>
  `Se cambiará la unidad de cuenta de ${unitWords(from)} a ${unitWords(to)}: cada monto en ` +
  `${unitPlural(from)} se multiplicará por ${factorText(factor)} y cada tasa se dividirá entre ` +
  `${factorText(factor)}. Los bolívares no cambian.`;

/** The toast once the server has converted everything. */
export const changedToast = (answer: CurrencyChanged): string =>
  `La unidad de cuenta ahora es ${unitWords(answer)}. ` +
  (answer.loans === 1
    ? 'Se convirtió 1 préstamo.'
    : `Se convirtieron ${formatCount(answer.loans)} préstamos.`);
