import { renderSVG } from 'uqr';

/**
 * The QR code library behind a module of its own, imported only when a QR code shows: named `*.editor.ts` so the
 * console's size budgets keep uqr out of every route's first load (apps/console/budgets.ts, `editorPackages`).
 */
export const qrSvg = (value: string): string => renderSVG(value, { border: 0 });
