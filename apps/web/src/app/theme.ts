import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with the shades the app writes text in darkened just enough for WCAG AA
 * (4.5:1 on white and on the grey-0 stripes; theme.test.ts checks every pair): 7–9 of the
 * colours (texts, light badges' 9 on 1, filled buttons' 8), red 6 (error messages), grey 5
 * (placeholders) and grey 6 (`c="dimmed"`). The lighter shades keep Mantine's values, so
 * backgrounds, borders and status dots look as before.
 */
export const readableColors = {
  gray: [
    '#f8f9fa',
    '#f1f3f5',
    '#e9ecef',
    '#dee2e6',
    '#ced4da',
    '#6f7479',
    '#62686e',
    '#495057',
    '#343a40',
    '#212529',
  ],
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#c84242',
    '#c23232',
    '#be2a2a',
    '#a12222',
  ],
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#12b886',
    '#09815e',
    '#087c58',
    '#076c4d',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#40c057',
    '#288037',
    '#257b35',
    '#226c30',
  ],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#9a6400',
    '#9c5b00',
    '#934c00',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#be4f05',
    '#ba470a',
    '#a5370b',
  ],
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#228be6',
    '#1973c3',
    '#1971c2',
    '#1864ab',
  ],
  cyan: [
    '#e3fafc',
    '#c5f6fa',
    '#99e9f2',
    '#66d9e8',
    '#3bc9db',
    '#22b8cf',
    '#15aabf',
    '#0d7b8c',
    '#0b7688',
    '#0a6576',
  ],
} satisfies Record<string, MantineColorsTuple>;

/** The Spanish names of the pager's arrow buttons. */
const pagerControls = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
};

/** Light theme; system fonts so the landing downloads no web font. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 (#1971c2, 5.0:1 on white) for filled buttons, links, outlines and the focus ring:
  // Mantine's default 6 (#228be6) reads at 3.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: readableColors,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Modals and menus appear without sliding for people who asked their system for less motion.
  respectReducedMotion: true,
  components: {
    // Mantine's close buttons are bare icons: screen readers need a name for them.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // So are the pager's arrows; its numbers say which page they open.
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof pagerControls) => ({ 'aria-label': pagerControls[control] }),
        getItemProps: (page: number) => ({ 'aria-label': `Página ${page}` }),
      },
    },
  },
});
