/**
 * The company's translation sheet (.xlsx round trip) — one module for the server and the MSW fake, so both write the
 * same layout, refuse the same archives and classify an uploaded sheet's cells the same way:
 *
 * - **Layout**: one worksheet per template type that has templates (Email, Page, SMS, Button); row 1 is
 *   `key | description | context | max_length | <one column per enabled language, by its custom code>`; then one row
 *   per segment of every template. `key` is `<templateId>:<segmentKey>`; the default language's column holds the
 *   source text (read-only: an upload never changes a template).
 * - **Archive check** (`inspectZip`): an .xlsx is a zip archive; its central directory is read from the raw bytes and
 *   refused before any spreadsheet parser sees it when it has too many entries, declares too much unpacked data, is
 *   compressed beyond any real workbook, uses ZIP64, is encrypted, or its local headers disagree with the central
 *   directory (overlapping or lying entries). The caller then inflates each entry with a hard cap of its declared
 *   size, so a header that lies about its size cannot blow memory.
 * - **Preview** (`SheetPreview`, fed a cell at a time by the server's streaming reader or by `previewSheets` from a
 *   workbook read whole, the fake's): per row and non-default language, a non-empty cell is new (nothing stored),
 *   changed, unchanged or invalid (unknown key — any key not of the caller's company's current templates —,
 *   placeholder mismatch, over the maximum length, formula cell). Empty cells are left alone: a sheet never deletes a
 *   translation. Counts cover every cell; one page of listed cells is kept (invalid first).
 * - **Limits**: no more rows than the company's segments allow (`sheetRowLimit`), no more cells than the server's
 *   limit (`SHEET_MAX_CELLS` unless set otherwise), checked as rows are read, so a reader stops at the first one.
 *
 * One module per job under `translation-sheet/` (layout, build, read, preview, zip), all re-exported here. Only
 * erasable TypeScript, importing nothing at run time but each other (through the package's own
 * `./translation-sheet/*` export): the server loads them through Node's type stripping
 * (`@qone/domain/translation-sheet`); the placeholder rules come in as `SheetRules` from `translations.ts`.
 */

export * from '@qone/domain/translation-sheet/build';
export * from '@qone/domain/translation-sheet/layout';
export * from '@qone/domain/translation-sheet/preview';
export * from '@qone/domain/translation-sheet/read';
export * from '@qone/domain/translation-sheet/zip';
