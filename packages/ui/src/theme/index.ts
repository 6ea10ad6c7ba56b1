import './styled-theme';

export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { type Theme, theme, tokensToCssVariables } from './theme';
export * as tokens from './tokens';
