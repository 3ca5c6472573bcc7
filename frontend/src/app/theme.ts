import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** The theme choice persists in local storage under 'draftmode-ui-theme' (the original §3). */
export const THEME_STORAGE_KEY = 'draftmode-ui-theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '800' },
});
