import type { Page } from 'playwright-core';
import { misformattedAmountsIn, misformattedCell } from '@app/domain/format-check';

/**
 * Issue 27's one money format on a rendered screen (lists, cards, dialogs): the page's text without
 * the top bar's '1 ₽ = X bs' (the spec's quote), and the cells of columns headed '(₽)' or '(Bs)',
 * checked by the domain's check. Returns what is written wrong.
 */
export async function misformattedAmounts(page: Page): Promise<string[]> {
  const { text, cells } = await page.evaluate(() => {
    let shown = document.body.innerText;
    // NodeLists through Array.from: this file's DOM lib has no iterable NodeList.
    Array.from(document.querySelectorAll<HTMLElement>('[data-top-bar-rate]')).forEach((rate) => {
      shown = shown.split(rate.innerText).join(' ');
    });
    const read: [string, string][] = [];
    Array.from(document.querySelectorAll('table')).forEach((table) => {
      const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '');
      Array.from(table.querySelectorAll('tbody tr:not([data-detail])')).forEach((row) =>
        Array.from(row.children).forEach((cell, k) =>
          read.push([headers[k] ?? '', (cell as HTMLElement).innerText.trim().split('\n')[0]!.trim()]),
        ),
      );
    });
    return { text: shown, cells: read };
  });
  return [
    ...misformattedAmountsIn(text),
    ...cells.map(([header, value]) => misformattedCell(header, value)).filter((f): f is string => f !== null),
  ];
}
