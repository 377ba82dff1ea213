import { useEffect, useState } from 'react';
import { formatBs, formatDate, formatPetro, formatRate, formatShare, type LoanConditions } from '@app/domain';
import classes from './loan-conditions.module.css';
import landing from './landing.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; conditions: LoanConditions };

const percent = (amount: number) => formatShare(amount / 100);

/**
 * Today's conditions from the API (issue 16): what a carrier applies for. The page is rendered at build
 * time, so the figures are read when it opens; the boxes keep their size meanwhile (no layout shift).
 */
export function LoanConditionsSection() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/conditions', { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<LoanConditions>) : Promise.reject(new Error())))
      .then(
        (conditions) => setState({ status: 'ready', conditions }),
        () => !controller.signal.aborted && setState({ status: 'failed' }),
      );
    return () => controller.abort();
  }, []);

  const c = state.status === 'ready' ? state.conditions : null;
  const unknown = state.status === 'loading' ? '…' : 'No disponible';
  const rate = c?.rate;
  const installment = c?.installment;
  const items = [
    {
      term: 'Tasa del día',
      value: rate ? `1 ₽ = ${formatRate(rate.amount)} Bs` : c ? 'Sin tasa registrada' : unknown,
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
        ? `${formatPetro(installment.amountInPetro)} ₽${installment.amountInBs === null ? '' : ` · ${formatBs(installment.amountInBs)} Bs`}`
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

  return (
    <section
      className={classes.section}
      aria-labelledby="condiciones-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="condiciones-title" className={landing.sectionTitle}>
        Condiciones de hoy
      </h2>
      <dl className={classes.grid}>
        {items.map((item) => (
          <div key={item.term} className={classes.item}>
            <dt className={classes.term}>{item.term}</dt>
            <dd className={classes.value}>{item.value}</dd>
            <dd className={classes.note}>{item.note}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.footnote}>
        El número de cuotas sale del monto que pides dividido entre la cuota, y se confirma al aprobar tu
        solicitud.
      </p>
    </section>
  );
}
