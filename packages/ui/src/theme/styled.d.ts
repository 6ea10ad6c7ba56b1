import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // The theme is the token set; extending it types `props.theme` everywhere.
  export interface DefaultTheme extends Theme {}
}
