import { describe, expect, it } from 'vitest';
import { UNITS } from '@app/domain';
import { withReferenceUnit } from './page-unit';

const head = '<head><meta name="business-time-zone" content="America/Caracas" /><title>x</title></head>';
const page = (body: string) => `<!doctype html><html>${head}<body><div id="root">${body}</div></body></html>`;
const bodyOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

describe('a built page in the unit in force', () => {
  it('names the unit in a meta tag beside the time zone, or where the build wrote one', () => {
    expect(withReferenceUnit(page(''), UNITS.USD)).toContain(
      '<meta name="business-time-zone" content="America/Caracas" />\n    <meta name="reference-unit" content="USD" />',
    );
    const built = page('').replace('<title>', '<meta name="reference-unit" content="PTR" /><title>');
    const served = withReferenceUnit(built, UNITS.EUR);
    expect(served).toContain('<meta name="reference-unit" content="EUR" /><title>');
    expect(served.match(/name="reference-unit"/g)).toHaveLength(1);
  });

  it('writes the symbol, name and plural into the elements the web marked, keeping a capital', () => {
    const marked =
      '<span data-unit="symbol">₽</span> <b class="x" data-unit="plural">Petros</b> <i data-unit="name"></i>';
    expect(bodyOf(withReferenceUnit(page(marked), UNITS.USD))).toBe(
      '<span data-unit="symbol">US$</span> <b class="x" data-unit="plural">Dólares</b> <i data-unit="name">dólar</i>',
    );
  });

  it('rewrites the default unit left unmarked in text and read attributes, never code, styles or names of other things', () => {
    const built = page(
      '<p>Microcréditos en petros (₽), &#8381; o &#x20BD;. El petro, no el petróleo ni Petrocaribe.</p>' +
        '<input class="petro-field" aria-label="Monto (₽)" placeholder="En petros">' +
        '<script>window.x = "₽ petros";</script><style>.a::after { content: "₽"; }</style><!-- ₽ -->',
    );
    expect(bodyOf(withReferenceUnit(built, UNITS.EUR))).toBe(
      '<p>Microcréditos en euros (€), € o €. El euro, no el petróleo ni Petrocaribe.</p>' +
        '<input class="petro-field" aria-label="Monto (€)" placeholder="En euros">' +
        '<script>window.x = "₽ petros";</script><style>.a::after { content: "₽"; }</style><!-- ₽ -->',
    );
  });

  it('leaves a page in the default unit as built, the meta tag aside', () => {
    const built = page('<p>Microcréditos en petros (<span data-unit="symbol">₽</span>)</p>');
    expect(withReferenceUnit(built, UNITS.PTR)).toBe(
      built.replace(
        '<meta name="business-time-zone" content="America/Caracas" />',
        (tag) => `${tag}\n    <meta name="reference-unit" content="PTR" />`,
      ),
    );
  });
});
