import { describe, expect, it } from 'vitest';
import { theme, tokensToCssVariables } from '../src/theme';
import { expectNoAxeViolations, renderWithTheme } from './render';

describe('theme', () => {
  it('publishes every token as a CSS variable', () => {
    const vars = tokensToCssVariables();
    expect(vars['--qone-color-fg-default']).toBe(theme.color.fgDefault);
    expect(vars['--qone-size-sidebar-open']).toBe('240px');
    expect(vars['--qone-size-sidebar-collapsed']).toBe('100px');
    expect(vars['--qone-size-menu-max-height']).toBe('369px');
    expect(vars['--qone-size-modal-large']).toBe('750px');
    expect(vars['--qone-size-page-left-margin']).toBe('250px');
  });

  it('injects the variables and fonts into the document', async () => {
    const screen = await renderWithTheme(<p>Tokens</p>);
    await expect.element(screen.getByText('Tokens')).toBeVisible();
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--qone-color-accent-emphasis').trim()).toBe(theme.color.accentEmphasis);
    expect(getComputedStyle(document.body).fontFamily).toContain('Inter');
    await expectNoAxeViolations();
  });

  it('breaks a long word rather than let it widen its box (or a phone screen)', async () => {
    const address = 'invoicesandreceiptsdepartment@acmeresearchinternational.example';
    const screen = await renderWithTheme(<p style={{ width: '200px' }}>Send to {address}</p>);
    const paragraph = screen.getByText(/Send to/).element();
    expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  });
});
