import { CONDITIONS_ID } from './landing-ids';
import { conditionItems } from './loan-condition-items';

/**
 * Today's conditions (issue 16): what a carrier applies for. Rendered at build time with its boxes
 * waiting; the figures are read from the API when the page opens, and the boxes keep their size
 * meanwhile (no layout shift).
 */
export function LoanConditionsSection() {
  return (
    <section id={CONDITIONS_ID} className="conditions-section" aria-labelledby="condiciones-title" aria-busy>
      <h2 id="condiciones-title" className="landing-section-title">
        Condiciones de hoy
      </h2>
      <dl className="conditions-grid">
        {conditionItems({ status: 'loading' }).map((item) => (
          <div key={item.term} className="conditions-item">
            <dt className="conditions-term">{item.term}</dt>
            <dd className="conditions-value">{item.value}</dd>
            <dd className="conditions-note">{item.note}</dd>
          </div>
        ))}
      </dl>
      <p className="conditions-footnote">
        El número de cuotas sale del monto que pides dividido entre la cuota, y se confirma al aprobar tu
        solicitud.
      </p>
    </section>
  );
}
