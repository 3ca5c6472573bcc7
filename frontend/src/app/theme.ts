import { Anchor, createTheme, localStorageColorSchemeManager, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The theme choice persists in local storage under 'draftmode-ui-theme' (docs/draft-rules.md §8). */
const THEME_STORAGE_KEY = 'draftmode-ui-theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

// Turf green, with the filled shades dark enough for white text to pass WCAG AA in both themes.
const turf: MantineColorsTuple = [
  '#e8f8ee',
  '#d3efdd',
  '#a6ddba',
  '#75ca95',
  '#4dba76',
  '#34b062',
  '#25ab57',
  '#159547',
  '#07853d',
  '#007330',
];

export const theme = createTheme({
  colors: { turf },
  primaryColor: 'turf',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '800' },
  components: {
    // Links inside running text must not rely on colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** Secondary text and links keep at least 4.5:1 contrast in both themes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-anchor': 'var(--mantine-color-turf-9)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-anchor': 'var(--mantine-color-turf-3)' },
});
