/**
 * Design tokens: the only source of colours, sizes and timings in the kit.
 * Components read them through the styled-components theme (`({ theme }) => theme.color.fgDefault`);
 * the same values are published as CSS variables (`--qone-color-fg-default`) for non-React consumers.
 * Fixed sizes the product's design asks for (sidebar 240/100, menus at most 369 high, modals of 400/560/750/960,
 * a page inset of 250) live in `size` under general names; an app picks the one its screen needs.
 */
export const color = {
  canvasDefault: '#ffffff',
  canvasSubtle: '#f6f8fa',
  canvasInset: '#eff2f5',
  canvasOverlay: '#ffffff',
  canvasBackdrop: 'rgba(31, 35, 40, 0.5)',
  fgDefault: '#1f2328',
  fgMuted: '#59636e',
  fgSubtle: '#6e7781',
  fgOnEmphasis: '#ffffff',
  fgDisabled: '#818b98',
  borderDefault: '#d1d9e0',
  borderMuted: '#e3e8ee',
  borderStrong: '#818b98',
  accentFg: '#0a58ca',
  accentEmphasis: '#0b5cd5',
  accentEmphasisHover: '#0a4fb8',
  accentSubtle: '#e8f1fe',
  accentMuted: '#b6d3fb',
  successFg: '#1a7f37',
  successEmphasis: '#1f883d',
  successEmphasisHover: '#1a7431',
  successSubtle: '#dafbe1',
  attentionFg: '#7d4e00',
  attentionEmphasis: '#bf8700',
  attentionSubtle: '#fff8c5',
  dangerFg: '#c21d2b',
  dangerEmphasis: '#cf222e',
  dangerEmphasisHover: '#a40e26',
  dangerSubtle: '#ffebe9',
  neutralEmphasis: '#59636e',
  neutralSubtle: '#eff2f5',
  neutralMuted: '#d1d9e0',
  focusRing: '#0b5cd5',
  sidebarBg: '#16213a',
  sidebarFg: '#c9d4e6',
  sidebarFgActive: '#ffffff',
  /** An entry shown but not offered (a module not set up): dimmer than the others, still 5:1 on the sidebar. */
  sidebarFgDisabled: '#8593ab',
  sidebarItemActiveBg: '#24365c',
  sidebarItemHoverBg: '#1d2b49',
  skeleton: '#e6ebf1',
  skeletonHighlight: '#f3f5f8',
} as const;

/** 4px grid. */
export const space = {
  space0: '0',
  space25: '2px',
  space50: '4px',
  space75: '6px',
  space100: '8px',
  space150: '12px',
  space200: '16px',
  space250: '20px',
  space300: '24px',
  space400: '32px',
  space500: '40px',
  space600: '48px',
  space800: '64px',
} as const;

export const radius = {
  radiusNone: '0',
  radiusSmall: '4px',
  radiusMedium: '6px',
  radiusLarge: '12px',
  radiusPill: '9999px',
} as const;

export const font = {
  familyBody: "'Inter', system-ui, sans-serif",
  familyMono: "'JetBrains Mono', ui-monospace, monospace",
  weightNormal: '400',
  weightMedium: '500',
  weightSemibold: '600',
  weightBold: '700',
  lineHeightTight: '1.25',
  lineHeightNormal: '1.5',
} as const;

export const fontSize = {
  fontSize50: '11px',
  fontSize75: '12px',
  fontSize100: '14px',
  fontSize200: '16px',
  fontSize300: '18px',
  fontSize400: '20px',
  fontSize500: '24px',
  fontSize600: '32px',
} as const;

export const shadow = {
  shadowSmall: '0 1px 0 rgba(31, 35, 40, 0.04)',
  shadowMedium: '0 3px 6px rgba(140, 149, 159, 0.15)',
  shadowLarge: '0 8px 24px rgba(140, 149, 159, 0.2)',
  shadowOverlay: '0 1px 3px rgba(31, 35, 40, 0.12), 0 8px 24px rgba(66, 74, 83, 0.12)',
  shadowFocus: '0 0 0 3px rgba(11, 92, 213, 0.3)',
} as const;

/**
 * Stacking order. Menus and select lists open above dialogs: one opened from inside a dialog must not sit under the
 * dialog's backdrop (a menu of the page behind closes when a dialog opens, so it never covers one).
 */
export const zIndex = {
  zBase: '0',
  zSticky: '100',
  zSidebar: '200',
  zTopbar: '300',
  zOverlay: '1100',
  zModal: '1200',
  /** Lists that open from a control (select, menu): above a dialog, since they open from controls inside one. */
  zPopover: '1250',
  zToast: '1300',
  zTooltip: '1400',
} as const;

export const breakpoints = {
  mobile: '375px',
  tablet: '768px',
  desktop: '1280px',
} as const;

/** Fixed layout sizes and common control sizes. */
export const size = {
  sidebarOpen: '240px',
  sidebarCollapsed: '100px',
  menuMaxHeight: '369px',
  modalSmall: '400px',
  modalMedium: '560px',
  modalLarge: '750px',
  modalXLarge: '960px',
  pageLeftMargin: '250px',
  topbarHeight: '56px',
  controlSmall: '28px',
  controlMedium: '36px',
  controlLarge: '44px',
  iconSmall: '16px',
  iconMedium: '20px',
  tableRow: '48px',
  tableMaxHeight: '600px',
  tableCompactMaxHeight: '240px',
  columnSmall: '96px',
  columnMedium: '160px',
  columnLarge: '240px',
  columnXLarge: '320px',
  menuMinWidth: '192px',
  menuMaxWidth: '320px',
  contentMaxWidth: '1200px',
  cardMinWidth: '260px',
  borderWidth: '1px',
  focusRingWidth: '2px',
  // Device previews and editors
  deviceDesktop: '1024px',
  deviceTablet: '768px',
  deviceMobile: '375px',
  previewHeight: '640px',
  editorHeight: '720px',
} as const;

export const motion = {
  durationFast: '80ms',
  durationNormal: '160ms',
  durationSlow: '240ms',
  easing: 'cubic-bezier(0.33, 1, 0.68, 1)',
} as const;

export const tokens = {
  color,
  space,
  radius,
  font,
  fontSize,
  shadow,
  zIndex,
  breakpoints,
  size,
  motion,
} as const;
export type Tokens = typeof tokens;
