import type { LoanConditions } from '@app/domain';
import { CONDITIONS_ID } from './landing-ids';
import { conditionItems, type ConditionsState } from './loan-condition-items';

/** Reads today's conditions from the API and writes them into the boxes rendered at build time. */
export function showConditions(): void {
  const section = document.getElementById(CONDITIONS_ID);
  if (!section) return;
  const write = (state: ConditionsState) => {
    const boxes = section.querySelectorAll('dl > div');
    conditionItems(state).forEach((item, i) => {
      const term = boxes[i]?.querySelector('dt');
      const [value, note] = boxes[i]?.querySelectorAll('dd') ?? [];
      if (term) term.textContent = item.term;
      if (value) value.textContent = item.value;
      if (note) note.textContent = item.note;
    });
    section.setAttribute('aria-busy', 'false');
  };
  fetch('/api/conditions')
    .then((res) => (res.ok ? (res.json() as Promise<LoanConditions>) : Promise.reject(new Error())))
    .then(
      (conditions) => write({ status: 'ready', conditions }),
      () => write({ status: 'failed' }),
    );
}
