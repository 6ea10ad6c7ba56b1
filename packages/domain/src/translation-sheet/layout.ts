/**
 * The translation sheet's layout: its file (media type, size, name), one worksheet per template type, the fixed
 * columns and one column per enabled language (the default one, the source, first), the key of a row, and the
 * longest text each kind of segment takes. What the other modules of the sheet are given: the company's templates,
 * languages, stored translations and placeholder rules.
 */
import type { components } from '@qone/domain/schema';
import type { PlaceholderMismatch, Segment, SegmentContext, StoredTarget } from '@qone/domain/translations';

type Schemas = components['schemas'];
export type TranslationSheetPreview = Schemas['TranslationSheetPreview'];
export type TranslationSheetRow = Schemas['TranslationSheetRow'];
export type TranslationSheetMode = Schemas['TranslationSheetMode'];
export type TranslationSheetInvalidReason = Schemas['TranslationSheetInvalidReason'];
export type TranslationSheetImportResult = Schemas['TranslationSheetImportResult'];

export const SHEET_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The largest sheet accepted (the contract's `x-file-limit`). */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SHEET_FILE_NAME = 'translations.xlsx';

/** Worksheet names per template type, in the workbook's order. */
export const SHEET_NAMES = { email: 'Email', page: 'Page', sms: 'SMS', button: 'Button' } as const;
export type SheetTemplateType = keyof typeof SHEET_NAMES;
export const SHEET_FIXED_COLUMNS = ['key', 'description', 'context', 'max_length'] as const;

/** The longest text a segment of each kind may take (as the templates' own fields allow). */
export const SHEET_MAX_LENGTH: Record<SegmentContext, number> = {
  subject: 500,
  sms: 160,
  button: 100,
  html: 100_000,
};

/** Placeholder rules of `translations.ts`, passed in so that this module stays import-free. */
export interface SheetRules {
  placeholdersOf(text: string, context: SegmentContext): string[];
  placeholderMismatch(source: string, target: string, context: SegmentContext): PlaceholderMismatch | null;
}

export interface SheetLanguage {
  /** ISO 639-2 code, as translations are stored. */
  code: string;
  /** The column header: the language's custom (BCP-47) code. */
  customCode: string;
  default: boolean;
}

export interface SheetTemplate {
  id: string;
  name: string;
  type: SheetTemplateType;
  segments: readonly Segment[];
}

/** Stored translations of a template into a language, by segment key (undefined when none). */
export type StoredLookup = (
  templateId: string,
  language: string,
) => ReadonlyMap<string, StoredTarget> | undefined;

/** The enabled languages as sheet columns: the default one (the source) first, the others by custom code. */
export function sheetLanguages(languages: readonly SheetLanguage[]): SheetLanguage[] {
  return [...languages].sort(
    (a, b) => Number(b.default) - Number(a.default) || a.customCode.localeCompare(b.customCode),
  );
}

export const sheetKey = (templateId: string, segmentKey: string) => `${templateId}:${segmentKey}`;
