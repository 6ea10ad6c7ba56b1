/**
 * Size budgets of the console's production build, checked by `npm test` (test/budgets/): JavaScript as the server
 * sends it (the build's own `.br` and `.gz` files), in bytes. Every route of the route table gets a row by itself.
 *
 * - `firstLoad`: everything a cold visit of the route downloads (the entry, its imports and the page's chunk);
 *   routes not listed here have no total of their own, only `routeChunk`.
 * - `routeChunk`: what a route adds to the app's entry (and, for a page of an area, to the signed-in frame, which is
 *   shared by those pages and has a row of its own) — its page chunk and whatever only it imports.
 * - `lazyChunk`: any other lazily loaded module (a dialog, a panel loaded on demand), beyond what its importer has.
 * - `editor`: a heavy editor (GrapesJS, CodeMirror, a spreadsheet reader) loaded lazily inside its page. To declare
 *   one, put the editor in a module whose file name ends in `.editor.tsx` (or `.editor.ts`) and import it lazily:
 *   `const EmailDesigner = lazy(() => import('./EmailDesigner.editor'))`. It gets a row of its own with the
 *   `editor` budget, or the one given for its file name in `editors`.
 * - `editorPackages`: no route's first load may contain any of these packages (`*` at the end matches any rest of
 *   the name), whether or not the project uses them yet.
 */

const KB = 1024;

export interface Budget {
  /** Brotli-compressed bytes. */
  brotli: number;
  /** Gzip-compressed bytes (for clients without brotli). */
  gzip?: number;
}

export const budgets = {
  firstLoad: {
    '/login': { brotli: 120 * KB, gzip: 140 * KB },
  } as Record<string, Budget>,
  routeChunk: { brotli: 60 * KB } satisfies Budget,
  lazyChunk: { brotli: 60 * KB } satisfies Budget,
  editor: { brotli: 500 * KB } satisfies Budget,
  /** Per-editor budgets by file name (`EmailDesigner.editor.tsx`), instead of `editor`. */
  editors: {
    /** The enrolment dialog's QR code (uqr), loaded when it opens. */
    'qr.editor.ts': { brotli: 10 * KB },
    /** The browser's part of passkeys (@simplewebauthn/browser), loaded when a passkey is used. */
    'ceremony.editor.ts': { brotli: 10 * KB },
  } as Record<string, Budget>,
  editorPackages: [
    'grapesjs',
    'grapesjs-*',
    '@grapesjs/*',
    'codemirror',
    '@codemirror/*',
    '@lezer/*',
    '@uiw/*codemirror*',
    'monaco-editor',
    '@monaco-editor/*',
    'exceljs',
    'xlsx',
    // The enrolment dialog's QR code (issue 24): packages/ui/src/TotpEnrolmentDialog/qr.editor.ts.
    'uqr',
    // The browser's part of passkeys (issue 24): src/features/Passkeys/ceremony.editor.ts.
    '@simplewebauthn/*',
  ],
};

/** How a lazily imported module is recognised as an editor. */
export const editorModule = /\.editor\.tsx?$/;
