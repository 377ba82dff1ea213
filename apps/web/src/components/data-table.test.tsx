import type { SortKey } from '@app/domain';
import { act } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListSort } from '../lib/use-list-sort';
import { renderInApp } from '../test/render';
import { DataTable, type Column } from './data-table';

interface Person {
  id: number;
  name: string;
  dni: string;
  email: string;
  plate: string;
}

const people: Person[] = [
  { id: 1, name: 'Ana Pérez', dni: '12345678', email: 'ana@example.com', plate: 'AB123CD' },
  { id: 2, name: 'Luis Mora', dni: '23456789', email: 'luis@example.com', plate: 'XY987ZW' },
];

const columns: Column<Person, SortKey<'affiliates'>>[] = [
  { header: 'Nombre', render: (p) => p.name, sortKey: 'lastNames' },
  { header: 'Cédula', render: (p) => p.dni, sortKey: 'dni' },
  { header: 'Correo', render: (p) => p.email, detail: true },
  { header: 'Placa', render: (p) => p.plate, detail: true },
];

/** A list page in miniature: its order from the URL, and the URL shown for the test to read. */
function Harness() {
  const sort = useListSort('affiliates');
  const { search } = useLocation();
  return (
    <>
      <output data-search={search} />
      <DataTable
        label="Personas"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        loading={false}
        sort={sort}
      />
    </>
  );
}

async function render(url = '/lista') {
  const { container } = await renderInApp(<Harness />, { route: '/lista', url });
  const q = <E extends Element = HTMLElement>(selector: string) =>
    container.querySelector<E & HTMLElement>(selector);
  return {
    container,
    search: () => q('output')!.dataset.search,
    header: (name: string) =>
      Array.from(container.querySelectorAll('th')).find((th) => th.textContent === name)!,
    button: (name: string) => q<HTMLButtonElement>(`button[aria-label="${name}"]`)!,
  };
}

const click = (element: HTMLElement) => act(async () => element.click());

describe('DataTable row detail', () => {
  it('keeps detail columns out of the header and opens them under their row, as label and value', async () => {
    const { container, header, button } = await render();
    const headers = Array.from(
      container.querySelectorAll('th'),
      (th) => th.getAttribute('aria-label') ?? th.textContent,
    );
    expect(headers).toEqual(['Detalles', 'Nombre', 'Cédula']);
    expect(header('Correo')).toBeUndefined();

    const open = button('Ver detalles de Ana Pérez');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(open.hasAttribute('aria-controls')).toBe(false);
    await click(open);

    expect(open.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(open.getAttribute('aria-controls')!)!;
    // One cell across the expand column and both visible ones.
    expect(detail.getAttribute('colspan')).toBe('3');
    const pairs = Array.from(detail.querySelectorAll('dl > div'), (d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['Correo', 'ana@example.com'],
      ['Placa', 'AB123CD'],
    ]);
    // Right under its own row; the other row stays closed.
    expect(detail.closest('tr')!.previousElementSibling!.textContent).toContain('Ana Pérez');
    expect(button('Ver detalles de Luis Mora').getAttribute('aria-expanded')).toBe('false');

    await click(open);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('tr[data-detail]')).toBeNull();
  });

  it('adds no expand column when every column is in the row', async () => {
    const { container } = await renderInApp(
      <DataTable
        label="Personas"
        columns={columns.slice(0, 2)}
        rows={people}
        rowKey={(p) => p.id}
        loading={false}
      />,
    );
    expect(Array.from(container.querySelectorAll('th'), (th) => th.textContent)).toEqual([
      'Nombre',
      'Cédula',
    ]);
    expect(container.querySelector('button[aria-expanded]')).toBeNull();
  });
});

describe('DataTable sortable headers', () => {
  it('a first click orders by the key its natural way, a second the other way, in the URL and aria-sort', async () => {
    const { search, header } = await render();
    // The API's default (newest first) has no column here: no header claims the order.
    expect(header('Nombre').hasAttribute('aria-sort')).toBe(false);

    await click(header('Nombre').querySelector('button')!);
    expect(search()).toBe('?orden=apellidos&dir=asc');
    expect(header('Nombre').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Cédula').hasAttribute('aria-sort')).toBe(false);

    await click(header('Nombre').querySelector('button')!);
    expect(search()).toBe('?orden=apellidos&dir=desc');
    expect(header('Nombre').getAttribute('aria-sort')).toBe('descending');

    await click(header('Cédula').querySelector('button')!);
    expect(search()).toBe('?orden=cedula&dir=asc');
    expect(header('Cédula').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Nombre').hasAttribute('aria-sort')).toBe(false);
  });

  it('keeps the filters, goes back to the first page, and reads its order back from the URL', async () => {
    const { search, header } = await render('/lista?cedula=123&pagina=3&orden=cedula&dir=desc');
    expect(header('Cédula').getAttribute('aria-sort')).toBe('descending');
    await click(header('Nombre').querySelector('button')!);
    expect(search()).toBe('?cedula=123&orden=apellidos&dir=asc');
  });

  it('ignores an order the list does not have', async () => {
    const { header } = await render('/lista?orden=monto&dir=arriba');
    expect(header('Nombre').hasAttribute('aria-sort')).toBe(false);
    expect(header('Cédula').hasAttribute('aria-sort')).toBe(false);
  });
});

describe('DataTable on a phone and by keyboard (issue 16)', () => {
  it('names its scrolling region and lets the keyboard reach it', async () => {
    const { container } = await render();
    const region = container.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Personas');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table')).not.toBeNull();
  });

  it("gives every cell its column's name, for the card a phone shows below 600 px", async () => {
    const actions: Column<Person>[] = [
      ...columns.slice(0, 2),
      { header: 'Acciones', actions: true, render: (p) => <button type="button">Editar {p.name}</button> },
    ];
    const { container } = await renderInApp(
      <DataTable label="Personas" columns={actions} rows={people} rowKey={(p) => p.id} loading={false} />,
    );
    const first = container.querySelector('tbody tr')!;
    expect(Array.from(first.querySelectorAll('td'), (td) => td.dataset.label)).toEqual([
      'Nombre',
      'Cédula',
      'Acciones',
    ]);
    expect(first.querySelector('td[data-actions]')!.textContent).toBe('Editar Ana Pérez');
    expect(container.querySelector('table')!.hasAttribute('data-sortable')).toBe(false);
  });
});
