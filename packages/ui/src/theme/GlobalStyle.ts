import { createGlobalStyle, css } from 'styled-components';
import { tokensToCssVariables } from './theme';

const cssVariables = Object.entries(tokensToCssVariables())
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');

/** Base document styles, CSS variables, and `prefers-reduced-motion` / `data-reduced-motion` handling. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body {
    margin: 0;
    padding: 0;
    font-family: ${({ theme }) => theme.font.familyBody};
    font-size: ${({ theme }) => theme.fontSize.fontSize100};
    line-height: ${({ theme }) => theme.font.lineHeightNormal};
    color: ${({ theme }) => theme.color.fgDefault};
    background: ${({ theme }) => theme.color.canvasDefault};
    -webkit-font-smoothing: antialiased;
    /* A long word (an address, a URL) breaks where it would otherwise widen its box, or the page on a phone. */
    overflow-wrap: break-word;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.color.accentFg}; }
  :focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space.space25};
  }
  ${reducedMotion}
`;

/** Animations off for users who ask, and for screenshot tests (`<html data-reduced-motion>`). */
function reducedMotion() {
  const off = css`
    *, *::before, *::after {
      animation-duration: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      caret-color: transparent !important;
    }
  `;
  return css`
    @media (prefers-reduced-motion: reduce) { ${off} }
    html[data-reduced-motion] { ${off} }
  `;
}
