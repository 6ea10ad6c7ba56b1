import type { LogoFieldLabels } from './LogoField';

/** Example words for the stories and tests (a product passes its own). */
export const exampleLogoLabels: LogoFieldLabels = {
  change: 'Change',
  remove: 'Delete',
  undo: 'Undo',
  none: 'No logo',
  removed: 'The logo will be removed when you save.',
  pending: 'New logo, not saved yet.',
  previewAlt: 'Logo preview',
};

/** A 1×1 PNG as bytes, for a chosen file in stories and tests. */
export function pngFile(name = 'logo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** A small inline SVG logo as a data URL (no network in stories). */
export const exampleLogoUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="6" fill="#1d4ed8"/><text x="80" y="31" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">ACME</text></svg>',
)}`;
