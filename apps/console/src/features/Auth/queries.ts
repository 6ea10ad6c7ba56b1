/**
 * For stories and tests: a label matcher that ignores the required marker (`Password*`), so a query finds
 * "Password" but not "Confirm Password" or the "Show password" toggle.
 */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
