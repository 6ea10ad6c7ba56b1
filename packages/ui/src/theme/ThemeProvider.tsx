import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/jetbrains-mono/400.css';
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  /** The content that uses the theme. */
  children: ReactNode;
  /** A theme to use instead of the default token set (e.g. a future dark theme). */
  theme?: Theme;
  /** Whether to inject the global document styles; off when embedding the kit in another app's page. */
  withGlobalStyle?: boolean;
}

/** Provides the token theme, fonts and (by default) global styles to everything below it. */
export function ThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
ThemeProvider.displayName = 'ThemeProvider';
