/** Building the sheet a company downloads: its worksheets as rows of text (see layout.ts). */
import {
  SHEET_FIXED_COLUMNS,
  SHEET_MAX_LENGTH,
  SHEET_NAMES,
  type SheetLanguage,
  type SheetRules,
  type SheetTemplate,
  type SheetTemplateType,
  type StoredLookup,
  sheetKey,
  sheetLanguages,
} from '@qone/domain/translation-sheet/layout';

/** One worksheet to write: its name and rows of plain text (row 0 is the header). */
export interface SheetTable {
  name: string;
  rows: string[][];
}

/** The worksheets of the company's sheet, as text (see the module's description). */
export function sheetTables(
  templates: readonly SheetTemplate[],
  languages: readonly SheetLanguage[],
  stored: StoredLookup,
  rules: SheetRules,
): SheetTable[] {
  const columns = sheetLanguages(languages);
  const tables: SheetTable[] = [];
  for (const type of Object.keys(SHEET_NAMES) as SheetTemplateType[]) {
    const ofType = templates.filter((template) => template.type === type);
    if (ofType.length === 0) continue;
    const rows = [[...SHEET_FIXED_COLUMNS, ...columns.map((language) => language.customCode)]];
    for (const template of ofType) {
      for (const segment of template.segments) {
        const placeholders = rules.placeholdersOf(segment.source, segment.context);
        rows.push([
          sheetKey(template.id, segment.key),
          template.name,
          placeholders.length > 0 ? `${segment.context}; keep ${placeholders.join(' ')}` : segment.context,
          String(SHEET_MAX_LENGTH[segment.context]),
          ...columns.map((language) =>
            language.default
              ? segment.source
              : (stored(template.id, language.code)?.get(segment.key)?.target ?? ''),
          ),
        ]);
      }
    }
    tables.push({ name: SHEET_NAMES[type], rows });
  }
  return tables;
}
