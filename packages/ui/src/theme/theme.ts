import { tokens } from './tokens';

/** The styled-components theme is the token set itself, so `theme.color.fgDefault` is a token name. */
export const theme = tokens;
export type Theme = typeof theme;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every token as a CSS custom property, e.g. `--qone-color-fg-default: #1f2328`. */
export function tokensToCssVariables(t: Theme = theme): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, values] of Object.entries(t)) {
    for (const [name, value] of Object.entries(values as Record<string, string>)) {
      out[`--qone-${kebab(group)}-${kebab(name)}`] = value;
    }
  }
  return out;
}
