import type { Locator } from 'playwright-core';

/**
 * A table row's detail (the columns it keeps under its 'Ver detalles de …' button) as label →
 * value, spaces collapsed. A detail this opened is closed again, so the table is left as found.
 */
export async function readRowDetail(row: Locator): Promise<Record<string, string>> {
  const button = row.getByRole('button', { name: /^Ver detalles de / });
  const wasOpen = (await button.getAttribute('aria-expanded')) === 'true';
  if (!wasOpen) await button.click();
  // `aria-controls` names the detail once it is shown.
  const opened = row.getByRole('button', { name: /^Ver detalles de /, expanded: true });
  const detail = row.page().locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
  await detail.waitFor();
  const pairs = await detail
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((div) =>
        [div.querySelector('dt'), div.querySelector('dd')].map((el) =>
          (el as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
  if (!wasOpen) await button.click();
  return Object.fromEntries(pairs);
}
