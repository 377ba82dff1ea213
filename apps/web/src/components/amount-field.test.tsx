import {
  amountMessages,
  createInterestBody,
  createPriceBody,
  createRuleBody,
  currencyChangeForm,
  currencyMessages,
  formatAmount,
  loanData,
  type AmountKind,
} from '@app/domain';
import { readableAmounts, unreadableAmounts } from '@app/domain/amount-examples';
import { act } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from '../lib/schema-resolver';
import { renderInApp } from '../test/render';
import { leave, typeInto } from '../test/type-into';
import { AmountField } from './amount-field';
import { ExactAmountField } from './exact-amount-field';

type Values = { amount: number };
type AmountSchema = z.ZodType<Values, Values>;

/** The approval modal's installments, alone: a whole-number field. */
const installmentsBody = z.object({ amount: loanData.shape.feeNumbers });

const onSubmit = vi.fn();
let form: UseFormReturn<Values>;
let container: HTMLElement;

/** A real form as the app builds them: the shared schema, onTouched, one AmountField. */
function AmountForm({ schema, kind, amount }: { schema: AmountSchema; kind: AmountKind; amount?: number }) {
  form = useForm<Values>({
    resolver: schemaResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <AmountField control={form.control} name="amount" label="Monto" kind={kind} />
    </form>
  );
}

async function render(schema: AmountSchema, kind: AmountKind, amount?: number) {
  ({ container } = await renderInApp(<AmountForm schema={schema} kind={kind} amount={amount} />));
}

const input = () => container.querySelector<HTMLInputElement>('input[name="amount"]')!;
/** The echo under the field; null when the field has none. */
const echo = () => container.querySelector('[role="status"]')?.textContent ?? null;
const error = () => document.getElementById(`${input().id}-error`)?.textContent ?? '';
const submit = () => act(async () => container.querySelector('form')!.requestSubmit());

beforeEach(() => onSubmit.mockClear());

describe('an amount field: Venezuelan notation, echoed, never guessed (issue 11)', () => {
  it("reads '95.000' as 95000: echoes it, writes it es-VE on blur and submits 95000", async () => {
    await render(createRuleBody, 'bs');
    await typeInto(input(), '95.000');
    expect(echo()).toBe('Se registrará: 95.000,00 Bs');
    expect(input().value).toBe('95.000');
    await leave(input());
    expect(input().value).toBe('95.000,00');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: 95000 });
  });

  it.each(readableAmounts.filter(([, value]) => value > 0))(
    "reads '%s' as %s in a Bs field, and the form submits it",
    async (text, value) => {
      await render(createRuleBody, 'bs');
      await typeInto(input(), text);
      expect(echo()).toBe(`Se registrará: ${formatAmount(value, 'bs')} Bs`);
      await leave(input());
      expect(input().value).toBe(formatAmount(value, 'bs'));
      await submit();
      expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: value });
    },
  );

  it('keeps the sign, so the schema says the amount must be positive', async () => {
    await render(createRuleBody, 'bs');
    await typeInto(input(), '-4,5');
    await leave(input());
    expect(error()).toBe('Solo cifras positivas.');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(unreadableAmounts)(
    "refuses '%s' under the field, keeps the text and does not submit",
    async (text) => {
      await render(createRuleBody, 'bs');
      await typeInto(input(), text);
      expect(echo()).toBe('');
      await leave(input());
      expect(error()).toBe(amountMessages.unreadable);
      expect(input().value).toBe(text);
      expect(input().getAttribute('aria-invalid')).toBe('true');
      await submit();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it.each<[AmountKind, AmountSchema, string, string]>([
    ['bs', createRuleBody, '95,555', 'Máximo 2 decimales.'],
    ['bs', createRuleBody, '1,00000000000000000001', 'Máximo 2 decimales.'],
    ['rate', createPriceBody, '36,12345', 'Máximo 4 decimales.'],
    ['percent', createInterestBody, '12,555', 'Máximo 2 decimales.'],
    ['count', installmentsBody, '3,5', 'No se permiten decimales.'],
    ['count', installmentsBody, '3.5', 'No se permiten decimales.'],
  ])('a %s field refuses more decimals than it takes: %s… says %s', async (kind, schema, text, message) => {
    await render(schema, kind);
    await typeInto(input(), text);
    await leave(input());
    expect(error()).toBe(message);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an amount over the largest one accepted', async () => {
    await render(createRuleBody, 'bs');
    await typeInto(input(), '1.000.000.000.000,01');
    await leave(input());
    expect(error()).toBe(amountMessages.tooLarge);
  });

  it("says the schema's message for a blank field, and the parser's reason once the text is unreadable", async () => {
    await render(createRuleBody, 'bs');
    await leave(input());
    expect(error()).toBe('Solo cifras positivas.');
    await typeInto(input(), '1.23.4');
    expect(error()).toBe(amountMessages.unreadable);
    await typeInto(input(), '1.234');
    expect(error()).toBe('');
    expect(echo()).toBe('Se registrará: 1.234,00 Bs');
  });

  it('echoes a rate as 1 ₽ = … Bs, and a percent with its sign', async () => {
    await render(createPriceBody, 'rate');
    await typeInto(input(), '36,5');
    expect(echo()).toBe('Se registrará: 1 ₽ = 36,50 Bs');
    await leave(input());
    expect(input().value).toBe('36,50');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: 36.5 });

    await render(createInterestBody, 'percent');
    await typeInto(input(), '12,5');
    expect(echo()).toBe('Se registrará: 12,50 %');
    await submit();
    expect(onSubmit.mock.calls[1]![0]).toEqual({ amount: 12.5, applyOnLyMDefaulters: false });
  });

  it('counts take thousands dots and need no echo', async () => {
    await render(installmentsBody, 'count');
    await typeInto(input(), '1.080');
    expect(echo()).toBeNull();
    await leave(input());
    expect(input().value).toBe('1.080');
    await submit();
    expect(error()).toBe('Máximo 360 cuotas.');
  });

  it('shows a value set from outside (a proposal, a reset) es-VE', async () => {
    await render(createRuleBody, 'bs', 180000.41);
    expect(input().value).toBe('180.000,41');
    expect(echo()).toBe('Se registrará: 180.000,41 Bs');

    await act(async () => form.setValue('amount', 95000));
    expect(input().value).toBe('95.000,00');

    await typeInto(input(), '1.23.4');
    await act(async () => form.reset());
    expect(input().value).toBe('180.000,41');

    await render(createRuleBody, 'bs');
    await typeInto(input(), '95.000');
    await act(async () => form.reset());
    expect(input().value).toBe('');
    expect(echo()).toBe('');
  });

  it('announces the echo politely to screen readers', async () => {
    await render(createRuleBody, 'bs');
    // role="status" is an implicit aria-live="polite" region, present before the first reading.
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });
});

/** The Configuración screen's factor, alone: an exact field, its value the decimal typed. */
const factorBody = z.object({ factor: currencyChangeForm.shape.factor });

function FactorForm({ factor }: { factor?: string }) {
  const factorForm = useForm<z.input<typeof factorBody>, unknown, z.output<typeof factorBody>>({
    resolver: schemaResolver(factorBody),
    mode: 'onTouched',
    defaultValues: { factor },
  });
  return (
    <form onSubmit={factorForm.handleSubmit(onSubmit)} noValidate>
      <ExactAmountField
        control={factorForm.control}
        name="factor"
        label="1 ₽ equivale a … US$"
        kind="factor"
      />
    </form>
  );
}

describe('an exact amount field: the decimal typed reaches the form digit for digit (issue 29)', () => {
  const factor = () => container.querySelector<HTMLInputElement>('input[name="factor"]')!;
  const factorError = () => document.getElementById(`${factor().id}-error`)?.textContent ?? '';
  const renderFactor = async (value?: string) =>
    ({ container } = await renderInApp(<FactorForm factor={value} />));

  it.each([
    ['60,5', '60,5', '60.5'],
    ['60.5', '60,5', '60.5'],
    ['1.000', '1.000', '1000'],
    ['999.999.999,1234567891', '999.999.999,1234567891', '999999999.1234567891'],
    ['0,0166666667', '0,0166666667', '0.0166666667'],
  ])("reads '%s', writes it '%s' on blur and submits '%s'", async (text, shown, sent) => {
    await renderFactor();
    await typeInto(factor(), text);
    await leave(factor());
    expect(factor().value).toBe(shown);
    await submit();
    expect(onSubmit.mock.calls.at(-1)![0]).toEqual({ factor: sent });
  });

  it("says 'Requerido.' when blank, the parser's reason when unreadable, and refuses a negative factor", async () => {
    await renderFactor();
    await leave(factor());
    expect(factorError()).toBe('Requerido.');
    await typeInto(factor(), '1.2345');
    expect(factorError()).toBe(amountMessages.unreadable);
    await typeInto(factor(), '-60');
    await leave(factor());
    expect(factorError()).toBe(currencyMessages.factorRange);
    await typeInto(factor(), '0,12345678901');
    expect(factorError()).toBe('Máximo 10 decimales.');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a value set from outside es-VE, digit for digit', async () => {
    await renderFactor('1234567.0123456789');
    expect(factor().value).toBe('1.234.567,0123456789');
  });
});
