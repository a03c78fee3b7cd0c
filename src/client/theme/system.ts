import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { usedThemeConfig } from './recipes';

/** Bay blues for the brand, crab orange for calls to action. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // Printing the pick list (PickupsCard) prints that card alone, without its buttons.
    // Everything else hidden and unpositioned, so the card sits at the top of the first page.
    'html[data-print="pickups"] body *': {
      '@media print': { visibility: 'hidden', position: 'static !important' },
    },
    'html[data-print="pickups"] [data-testid="pickups-card"], html[data-print="pickups"] [data-testid="pickups-card"] *':
      { '@media print': { visibility: 'visible' } },
    'html[data-print="pickups"] [data-testid="pickups-card"]': {
      '@media print': { position: 'absolute !important', insetInlineStart: 0, top: 0, width: '100%' },
    },
    // The receipt page prints the receipt alone, without the app's header and navigation.
    'html[data-print="receipt"] body *': {
      '@media print': { visibility: 'hidden', position: 'static !important' },
    },
    'html[data-print="receipt"] [data-testid="receipt"], html[data-print="receipt"] [data-testid="receipt"] *':
      {
        '@media print': { visibility: 'visible' },
      },
    'html[data-print="receipt"] [data-testid="receipt"]': {
      '@media print': { position: 'absolute !important', insetInlineStart: 0, top: 0, width: '100%' },
    },
    '.no-print': { '@media print': { display: 'none !important' } },
    // The seller's "sun" theme (useSunTheme): black on white, no grey text, dark borders, for a
    // phone read in full sunlight. html.sun outranks the :root the tokens are declared on.
    'html.sun': {
      '--chakra-colors-bg': '#ffffff',
      '--chakra-colors-bg-panel': '#ffffff',
      '--chakra-colors-bg-subtle': '#ffffff',
      '--chakra-colors-bg-muted': '#f0f0f0',
      '--chakra-colors-fg': '#000000',
      '--chakra-colors-fg-muted': '#111111',
      '--chakra-colors-fg-subtle': '#222222',
      '--chakra-colors-border': '#000000',
      '--chakra-colors-border-muted': '#333333',
      '--chakra-colors-bay-fg': '#002a40',
      '--chakra-colors-bay-solid': '#002a40',
      '--chakra-colors-bay-subtle': '#dff1fb',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        bay: {
          50: { value: '#e8f3f8' },
          100: { value: '#c7e1ee' },
          200: { value: '#94c3dc' },
          300: { value: '#5ea2c6' },
          400: { value: '#3385ae' },
          500: { value: '#1d6b93' },
          600: { value: '#135577' },
          700: { value: '#0f4560' },
          800: { value: '#0b3954' },
          900: { value: '#072537' },
          950: { value: '#041824' },
        },
        crab: {
          50: { value: '#fff3ec' },
          100: { value: '#ffe0cf' },
          200: { value: '#ffbf9d' },
          300: { value: '#ff9866' },
          400: { value: '#f9763c' },
          500: { value: '#e85d1f' },
          600: { value: '#c94814' },
          700: { value: '#a03912' },
          800: { value: '#7e2f14' },
          900: { value: '#662913' },
          950: { value: '#3a1307' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bay: {
          solid: { value: '{colors.bay.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.bay.700}' },
          muted: { value: '{colors.bay.100}' },
          subtle: { value: '{colors.bay.50}' },
          emphasized: { value: '{colors.bay.200}' },
          focusRing: { value: '{colors.bay.500}' },
        },
        crab: {
          solid: { value: '{colors.crab.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.crab.700}' },
          muted: { value: '{colors.crab.100}' },
          subtle: { value: '{colors.crab.50}' },
          emphasized: { value: '{colors.crab.200}' },
          focusRing: { value: '{colors.crab.500}' },
        },
        // Chakra's green.600 under white text is 3.29:1; 700 passes WCAG AA (badges, buttons, toasts).
        green: {
          solid: { value: '{colors.green.700}' },
        },
      },
    },
  },
});

/**
 * Chakra remembers each style object's rules under a key that ignores the order of its
 * properties, so which order wins depends on what was drawn first. The browser starts afresh on
 * every page; the server draws each page with a system of its own too, so both draw the same.
 */
export const createAppSystem = () => createSystem(defaultBaseConfig, usedThemeConfig, config);

let shared: ReturnType<typeof createAppSystem> | undefined;

/** The browser's one system, built when first asked for rather than while the scripts load. */
export const appSystem = () => {
  shared ??= createAppSystem();
  return shared;
};
