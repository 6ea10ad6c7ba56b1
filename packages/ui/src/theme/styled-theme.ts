import type { Theme } from './theme';

// Types `props.theme` as the token set for the kit and for every app that imports it (module augmentation must
// live in a module that consumers load, not in a local .d.ts).
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
