import { useDebouncedCall } from '../../lib/use-debounced-call';
import { useState } from 'react';

import { lineParam } from '../../lib/line-param';
import { useUrlParams } from '../../lib/use-url-params';

const PARAM = 'cedula';
const MAX_LENGTH = 15;

/** The list's cédula filter: shown as typed, put in the URL (?cedula=) and asked of the API after a pause. */
export function useDniFilter(delay = 400) {
  const [params, update] = useUrlParams();
  const dni = params.get(PARAM) ?? '';
  const [text, setText] = useState(dni);
  const [applied, setApplied] = useState(dni);
  // Back and forward change the URL: the box follows it.
  if (dni !== applied) {
    setApplied(dni);
    setText(dni);
  }

  const apply = useDebouncedCall((next: string) => {
    update(
      (updated) => {
        if (next) updated.set(PARAM, next);
        else updated.delete(PARAM);
        // Another filter starts again at its first page.
        updated.delete('pagina');
      },
      { replace: true },
    );
  }, delay);

  const onChange = (value: string) => {
    // A cédula is digits: 'V-12.345.678' is searched as 12345678.
    const digits = value.replace(/\D/g, '').slice(0, MAX_LENGTH);
    setText(digits);
    apply(digits);
  };

  return { dni, text, onChange, line: lineParam(params) };
}
