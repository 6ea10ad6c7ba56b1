/**
 * Reads an uploaded translation sheet in a worker thread (sheet-workbook.ts starts it with a time and a memory
 * limit), so that no upload holds up the server's event loop. The thread streams the workbook through exceljs's
 * `WorkbookReader` and works the preview out a cell at a time (`SheetPreview` of @qone/domain/translation-sheet,
 * the rules the fake applies too), stopping at the first limit it passes: rows, cells, texts.
 *
 * exceljs keeps every shared string in memory when asked to resolve them (`sharedStrings: 'cache'`), and spools any
 * worksheet stored before them in the archive to a temporary file. Neither happens here: the archive's entries are
 * handed to exceljs in an order of our choosing, straight from the upload's bytes, and the shared strings are read
 * as events, three times over —
 *
 * 1. `xl/sharedStrings.xml`: counted (no more than the cells allowed), and only the texts that name a column or a
 *    segment of the company are kept;
 * 2. the relationships, the workbook and the worksheets: each row counted and its cells classified where their text
 *    is in the sheet itself; a cell whose text is a shared string waits by the string's number;
 * 3. `xl/sharedStrings.xml` again: each string classifies the cells that wait for it, and is dropped.
 *
 * Memory thus follows the company's own data (its segments, stored translations and the writes of an import) and
 * one page of listed cells, never the texts of the upload. Only Node's own modules and packages are imported (no
 * relative imports): the thread runs this file by itself, through Node's type stripping in development and tests.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { createInflateRaw } from 'node:zlib';
import { translationSheetMessages } from '@qone/domain/messages';
import {
  cellOf,
  inspectZip,
  type SheetCell,
  type SheetColumns,
  type SheetLanguage,
  SheetLimitError,
  type SheetPage,
  SheetPreview,
  type SheetPreviewResult,
  type SheetTemplateType,
  sheetLimitMessage,
  textOf,
  ZIP_REFUSALS,
  type ZipEntry,
} from '@qone/domain/translation-sheet';
import {
  extractSegments,
  placeholderMismatch,
  placeholdersOf,
  type StoredTarget,
} from '@qone/domain/translations';

/** What the thread is given: the upload and the company's templates, languages and stored translations. */
export interface SheetJob {
  bytes: Uint8Array;
  templates: {
    id: string;
    name: string;
    type: SheetTemplateType;
    subject: string;
    html: string;
    buttonText?: string;
  }[];
  languages: SheetLanguage[];
  /** Per non-default language, per template, segment key → stored target. */
  stored: [language: string, [templateId: string, [key: string, target: string][]][]][];
  maxCells: number;
  page: SheetPage;
  /** Whether the import's writes are wanted (the preview needs only counts and a page). */
  writes: boolean;
}

export type SheetJobAnswer =
  | { ok: true; result: SheetPreviewResult }
  | { ok: false; status: 413 | 415; message: string };

class Refusal extends Error {
  readonly status: 413 | 415;

  constructor(status: 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
/** The worksheets exceljs reads (`WorkbookReader` matches this name). */
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** Whether a raw-deflate entry unpacks to exactly its declared size, stopping once it passes it (a lying header). */
function inflatesTo(packed: Uint8Array, size: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > size) {
        inflate.destroy();
        resolve(false);
      }
    });
    inflate.on('end', () => resolve(total === size));
    inflate.on('error', () => resolve(false));
    inflate.end(packed);
  });
}

/**
 * exceljs's streaming reader alone: the whole package (writer, CSV, the full workbook model) would double the
 * thread's memory before it read a byte.
 */
const WorkbookReader = createRequire(import.meta.url)('exceljs/lib/stream/xlsx/workbook-reader.js') as new (
  input: Readable,
  options: Record<string, string>,
) => Reader;

/** exceljs's reader, as this file uses it: nothing cached, nothing but rows and shared strings. */
interface Reader {
  sharedStrings?: unknown;
  workbookRels?: unknown;
  parse(): AsyncIterable<{ eventType: string; value: unknown }>;
}

interface RowLike {
  number: number;
  cellCount: number;
  eachCell(callback: (cell: { value: unknown }, column: number) => void): void;
}

interface WorksheetLike {
  id: number | string;
  name?: string;
  [Symbol.asyncIterator](): AsyncIterator<RowLike>;
}

interface SharedStringEvent {
  index: number;
  text: unknown;
}

/** A shared string cell's number, as exceljs gives it when it resolves none. */
const sharedIndex = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'sharedString' in value
    ? Number((value as { sharedString: unknown }).sharedString)
    : undefined;

// The fields of a waiting cell.
const STRING = 0;
const SHEET = 1;
const ROW = 2;
const COLUMN = 3;
/** ≥ 0: the row's key text by number; < 0: −1 − the number of a shared string that names no segment. */
const KEY = 4;
const LANGUAGE = 5;
const FIELDS = 6;

/**
 * The cells waiting for their shared string, packed in one growing Int32Array: a sheet at its cell limit leaves most
 * of its cells waiting, and an object per cell would cost ten times the memory.
 */
class WaitingCells {
  private data = new Int32Array(FIELDS * 1024);
  size = 0;

  add(...fields: [number, number, number, number, number, number]): void {
    if ((this.size + 1) * FIELDS > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(fields, this.size * FIELDS);
    this.size += 1;
  }

  field(cell: number, field: number): number {
    return this.data[cell * FIELDS + field] ?? 0;
  }

  /** The cells' numbers in the order of their strings. */
  byString(): Uint32Array {
    const order = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i += 1) order[i] = i;
    return order.sort((a, b) => this.field(a, STRING) - this.field(b, STRING));
  }
}

/** A row of a worksheet, as the listed cells name it (their `sheet` is the name cut to 31 characters). */
const placeOf = (sheet: string, row: number) => `${sheet.slice(0, 31)}\u0000${row}`;

/** A shared string's text (exceljs gives rich text as runs). */
const stringText = (text: unknown): string => cellOf(text ?? '').text;

async function readSheet(job: SheetJob): Promise<SheetPreviewResult> {
  const bytes = job.bytes;
  const inspected = inspectZip(bytes);
  if ('problem' in inspected) {
    const { status, message } = ZIP_REFUSALS[inspected.problem];
    throw new Refusal(status, translationSheetMessages[message]);
  }
  for (const entry of inspected.entries) {
    if (entry.method !== 8) continue;
    const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    if (!(await inflatesTo(packed, entry.uncompressedSize))) {
      throw new Refusal(415, translationSheetMessages[ZIP_REFUSALS.inconsistent.message]);
    }
  }

  // Each entry's bytes run from its local header to the next one (data descriptors included).
  const starts = [...inspected.entries.map((entry) => entry.localStart), inspected.directoryStart].sort(
    (a, b) => a - b,
  );
  const span = (entry: ZipEntry) => {
    const end = starts.find((start) => start > entry.localStart) ?? inspected.directoryStart;
    return bytes.subarray(entry.localStart, end);
  };
  const tail = bytes.subarray(inspected.directoryStart);
  const named = (name: string) => inspected.entries.find((entry) => entry.name === name);
  /** A reader of the given entries only, in the given order. */
  const readerOf = (entries: readonly (ZipEntry | undefined)[], options: Record<string, string>): Reader => {
    const chunks = entries.filter((entry): entry is ZipEntry => entry !== undefined).map(span);
    const stream = Readable.from(
      [...chunks, tail].map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    );
    return new WorkbookReader(stream, {
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
      ...options,
    });
  };

  const preview = new SheetPreview(
    {
      templates: job.templates.map((template) => ({
        id: template.id,
        name: template.name,
        type: template.type,
        segments: extractSegments(template),
      })),
      languages: job.languages,
      stored: storedLookup(job.stored),
      rules: { placeholdersOf, placeholderMismatch },
      maxCells: job.maxCells,
      keepWrites: job.writes,
    },
    job.page,
  );

  // 1. The shared strings that name a column or a segment; the rest only counted.
  const known = new Set(['key']);
  for (const language of job.languages) {
    known.add(language.code.toLowerCase());
    known.add(language.customCode.toLowerCase());
  }
  const names = new Map<number, string>();
  const sharedStrings = named(SHARED_STRINGS);
  const sharedEvents = async function* () {
    if (!sharedStrings) return;
    const reader = readerOf([sharedStrings], { sharedStrings: 'emit', worksheets: 'ignore' });
    // `parse()` yields each shared string as it is, `{ index, text }` (its `read()` loses them: exceljs 4.4.0).
    for await (const event of reader.parse() as AsyncIterable<unknown>) {
      if (typeof event !== 'object' || event === null || !('index' in event)) continue;
      const { index, text } = event as SharedStringEvent;
      // Each cell holds at most one string: more strings than cells allowed are not a sheet's.
      if (index >= job.maxCells) throw new SheetLimitError('texts', job.maxCells);
      yield { index, text: stringText(text) };
    }
  };
  for await (const { index, text } of sharedEvents()) {
    if (text.length > 300) continue;
    const trimmed = text.trim();
    if (known.has(trimmed.toLowerCase()) || preview.segmentOf(trimmed)) names.set(index, textOf(trimmed));
  }

  // 2. The worksheets: rows counted, cells classified or left waiting for their shared string.
  const waiting = new WaitingCells();
  const keyIds = new Map<string, number>();
  const keyList: string[] = [];
  const sheetNames: string[] = [];
  const unknownKeys = new Map<string, number>();
  const worksheets = inspected.entries.filter((entry) => WORKSHEET.test(entry.name));
  const reader = readerOf([named(WORKBOOK_RELS), named(WORKBOOK), ...worksheets], {
    sharedStrings: 'emit',
    worksheets: 'emit',
  });
  // Resolves nothing (so no string is cached) and spools no worksheet: cells keep their string's number.
  reader.sharedStrings = new Proxy([], {
    get: (target, property) =>
      typeof property === 'string' && /^\d+$/.test(property)
        ? { sharedString: Number(property) }
        : Reflect.get(target, property),
  });
  reader.workbookRels ??= [];
  for await (const { eventType, value } of reader.parse()) {
    if (eventType !== 'worksheet') continue;
    const worksheet = value as WorksheetLike;
    const sheetIndex = sheetNames.length;
    const sheet = worksheet.name ?? `Sheet${worksheet.id}`;
    sheetNames.push(sheet);
    let columns: SheetColumns | null = null;
    for await (const row of worksheet) {
      preview.countRow(row.cellCount);
      const cells = new Map<number, unknown>();
      row.eachCell((cell, column) => {
        cells.set(column - 1, cell.value);
      });
      if (row.number === 1) {
        const header: SheetCell[] = [];
        for (const [column, value] of cells) {
          const index = sharedIndex(value);
          header[column] =
            index === undefined ? cellOf(value) : { text: names.get(index) ?? '', formula: false };
        }
        columns = preview.columns(header);
        continue;
      }
      if (!columns) continue;
      const keyValue = cells.get(columns.key);
      const keyIndex = sharedIndex(keyValue);
      // A key text longer than any segment's key is only shown (cut), never looked up.
      const key =
        keyIndex === undefined ? cellOf(keyValue).text.slice(0, 300) : (names.get(keyIndex) ?? keyIndex);
      let keyId: number;
      if (typeof key === 'number') {
        unknownKeys.set(placeOf(sheet, row.number), key);
        keyId = -1 - key;
      } else {
        const seen = keyIds.get(key);
        if (seen === undefined) {
          const own = textOf(key);
          keyId = keyList.push(own) - 1;
          keyIds.set(own, keyId);
        } else {
          keyId = seen;
        }
      }
      for (const { column, language } of columns.languages) {
        const value = cells.get(column);
        const index = sharedIndex(value);
        if (index === undefined) {
          const place = { sheetIndex, sheet, row: row.number, column };
          preview.cell(place, typeof key === 'number' ? '' : key, language, cellOf(value));
        } else {
          waiting.add(index, sheetIndex, row.number, column, keyId, job.languages.indexOf(language));
        }
      }
    }
  }

  // 3. The shared strings again: each classifies the cells waiting for it (in the order of the strings).
  const keyTexts = new Map<number, string>();
  const wantedKeys = new Set(unknownKeys.values());
  if (waiting.size > 0 || wantedKeys.size > 0) {
    const order = waiting.byString();
    let next = 0;
    for await (const { index, text } of sharedEvents()) {
      if (wantedKeys.has(index)) keyTexts.set(index, textOf(text.trim().slice(0, 200)));
      while (next < order.length && waiting.field(order[next] ?? 0, STRING) < index) next += 1;
      for (; next < order.length && waiting.field(order[next] ?? 0, STRING) === index; next += 1) {
        const at = order[next] ?? 0;
        const sheetIndex = waiting.field(at, SHEET);
        const keyId = waiting.field(at, KEY);
        const language = job.languages[waiting.field(at, LANGUAGE)];
        if (!language) continue;
        const place = {
          sheetIndex,
          sheet: sheetNames[sheetIndex] ?? '',
          row: waiting.field(at, ROW),
          column: waiting.field(at, COLUMN),
        };
        preview.cell(place, keyId >= 0 ? (keyList[keyId] ?? '') : '', language, { text, formula: false });
      }
    }
  }

  const result = preview.result();
  // A row whose key names no segment was listed without it: its text is read by now.
  for (const row of result.preview.rows) {
    const index = row.reason === 'unknown-key' ? unknownKeys.get(placeOf(row.sheet, row.row)) : undefined;
    if (index !== undefined) row.key = keyTexts.get(index) ?? '';
  }
  return result;
}

function storedLookup(stored: SheetJob['stored']) {
  const byLanguage = new Map(
    stored.map(([language, templates]) => [
      language,
      new Map(
        templates.map(([templateId, targets]) => [
          templateId,
          new Map<string, StoredTarget>(
            targets.map(([key, target]) => [key, { target, needsReview: false }]),
          ),
        ]),
      ),
    ]),
  );
  return (templateId: string, language: string) => byLanguage.get(language)?.get(templateId);
}

async function answer(job: SheetJob): Promise<SheetJobAnswer> {
  try {
    return { ok: true, result: await readSheet(job) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message };
    if (error instanceof SheetLimitError)
      return { ok: false, status: 413, message: sheetLimitMessage(translationSheetMessages, error) };
    return { ok: false, status: 415, message: translationSheetMessages.unreadable };
  }
}

if (parentPort && workerData) {
  const port = parentPort;
  void answer(workerData as SheetJob).then((result) => port.postMessage(result));
}
