import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, Pagination } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const white = '#ffffff';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const shade = (color: string, index: number) => resolved.colors[color]![index]!;
const primaryShade =
  typeof resolved.primaryShade === 'number' ? resolved.primaryShade : resolved.primaryShade.light;

/** The colours the app writes text in: Mantine's variants and the shades used as `c=`. */
const textColors = ['blue', 'red', 'pink', 'teal', 'green', 'yellow', 'orange', 'gray', 'cyan', 'grape'];

describe('the theme reads at WCAG AA (4.5:1) wherever it writes text', () => {
  it('dimmed text (grey 6) on white and on the grey stripes', () => {
    for (const background of [white, shade('gray', 0), shade('gray', 1)])
      expect(contrast(shade('gray', 6), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('placeholders (grey 5) and error messages (red 6) on white', () => {
    expect(contrast(shade('gray', 5), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('red', 6), white)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(textColors)('%s: filled buttons and badges, links and text shades 7–9', (color) => {
    // White on the filled shade (buttons, filled badges) and the shade on white (anchors, outline).
    expect(contrast(shade(color, primaryShade), white)).toBeGreaterThanOrEqual(4.5);
    for (const index of [7, 8, 9]) expect(contrast(shade(color, index), white)).toBeGreaterThanOrEqual(4.5);
    // Light variant (badges, NavLink's active entry): shade 9 on shade 1.
    expect(contrast(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the theme names the controls Mantine draws as bare icons', () => {
  it('the pager: its arrows and its pages, in Spanish', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <MantineProvider theme={theme} env="test">
          <Pagination total={3} value={2} onChange={() => {}} withEdges />
        </MantineProvider>,
      ),
    );
    const names = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Primera página',
      'Página anterior',
      'Página 1',
      'Página 2',
      'Página 3',
      'Página siguiente',
      'Última página',
    ]);
    await act(async () => root.unmount());
    container.remove();
  });
});
