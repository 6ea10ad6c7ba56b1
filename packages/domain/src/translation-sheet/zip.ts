/**
 * The archive check (`inspectZip`): an .xlsx is a zip archive; its central directory is read from the raw bytes and
 * refused before any spreadsheet parser sees it when it has too many entries, declares too much unpacked data, is
 * compressed beyond any real workbook, uses ZIP64, is encrypted, or its local headers disagree with the central
 * directory (overlapping or lying entries). The caller then inflates each entry with a hard cap of its declared
 * size, so a header that lies about its size cannot blow memory.
 */
import type { translationSheetMessages } from '@qone/domain/messages';

export type ZipProblem =
  | 'not-zip'
  | 'not-xlsx'
  | 'too-many-entries'
  | 'too-large'
  | 'ratio'
  | 'zip64'
  | 'encrypted'
  | 'inconsistent';

/** How each refusal answers — a type we do not take (415) or too much data (413) — and with which message. */
type SheetMessages = typeof translationSheetMessages;
/** The messages that are plain texts. */
type FixedSheetMessage = {
  [K in keyof SheetMessages]: SheetMessages[K] extends string ? K : never;
}[keyof SheetMessages];

export const ZIP_REFUSALS: Record<ZipProblem, { status: 413 | 415; message: FixedSheetMessage }> = {
  'not-zip': { status: 415, message: 'notXlsx' },
  'not-xlsx': { status: 415, message: 'notXlsx' },
  'too-many-entries': { status: 415, message: 'tooManyEntries' },
  'too-large': { status: 413, message: 'tooLargeUnpacked' },
  ratio: { status: 413, message: 'compressionRatio' },
  zip64: { status: 415, message: 'zip64' },
  encrypted: { status: 415, message: 'encrypted' },
  inconsistent: { status: 415, message: 'damaged' },
};

export interface ZipEntry {
  name: string;
  /** Where the entry's local header begins in the archive. */
  localStart: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) data begins in the archive. */
  dataStart: number;
}

export const ZIP_LIMITS = {
  /** A workbook of a few sheets has a few dozen files. */
  entries: 500,
  /** Declared unpacked size of one entry, and of all together. */
  entryBytes: 48 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
  /** Unpacked / packed: spreadsheet XML packs 5–30 times; far more is a bomb. Checked above `ratioFrom` bytes. */
  ratio: 120,
  ratioFrom: 1024 * 1024,
};

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;

/** The archive's entries when its directory is sound and within the limits; the first problem otherwise. */
export function inspectZip(
  bytes: Uint8Array,
  limits: typeof ZIP_LIMITS = ZIP_LIMITS,
): { entries: ZipEntry[]; directoryStart: number } | { problem: ZipProblem } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const size = bytes.byteLength;
  if (size < 22 || u32(0) !== LOCAL) return { problem: 'not-zip' };

  let end = -1;
  for (let at = size - 22; at >= Math.max(0, size - 22 - 0xffff); at -= 1) {
    if (u32(at) === END && at + 22 + u16(at + 20) === size) {
      end = at;
      break;
    }
  }
  if (end < 0) return { problem: 'not-zip' };
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) return { problem: 'zip64' };
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryStart = u32(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff)
    return { problem: 'zip64' };
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count) return { problem: 'inconsistent' };
  if (count > limits.entries) return { problem: 'too-many-entries' };
  if (directoryStart + directorySize !== end) return { problem: 'inconsistent' };

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  const spans: [number, number][] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(at) !== CENTRAL) return { problem: 'inconsistent' };
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const crc = u32(at + 16);
    const compressedSize = u32(at + 20);
    const uncompressedSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const localStart = u32(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return { problem: 'inconsistent' };
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localStart === 0xffffffff) {
      return { problem: 'zip64' };
    }
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; ) {
      if (u16(extra) === 0x0001) return { problem: 'zip64' };
      extra += 4 + u16(extra + 2);
    }
    if (flags & 0x0001) return { problem: 'encrypted' };
    if (method !== 0 && method !== 8) return { problem: 'inconsistent' };
    if (method === 0 && compressedSize !== uncompressedSize) return { problem: 'inconsistent' };
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (names.has(name)) return { problem: 'inconsistent' };
    names.add(name);
    if (uncompressedSize > limits.entryBytes) return { problem: 'too-large' };
    total += uncompressedSize;
    if (total > limits.totalBytes) return { problem: 'too-large' };
    if (
      uncompressedSize > limits.ratioFrom &&
      uncompressedSize > limits.ratio * Math.max(1, compressedSize)
    ) {
      return { problem: 'ratio' };
    }

    // The local header must agree with the directory: a reader that trusts either one sees the same archive.
    if (localStart + 30 > directoryStart || u32(localStart) !== LOCAL) return { problem: 'inconsistent' };
    const localFlags = u16(localStart + 6);
    const localNameLength = u16(localStart + 26);
    const localName = decoder.decode(bytes.subarray(localStart + 30, localStart + 30 + localNameLength));
    if (u16(localStart + 8) !== method || localName !== name || (localFlags & 0x0001) !== 0) {
      return { problem: 'inconsistent' };
    }
    const sizesDeferred = (localFlags & 0x0008) !== 0;
    const localCrc = u32(localStart + 14);
    const localCompressed = u32(localStart + 18);
    const localUncompressed = u32(localStart + 22);
    if (localCompressed === 0xffffffff || localUncompressed === 0xffffffff) return { problem: 'zip64' };
    const agrees =
      localCrc === crc && localCompressed === compressedSize && localUncompressed === uncompressedSize;
    const deferred = sizesDeferred && localCompressed === 0 && localUncompressed === 0;
    if (!agrees && !deferred) return { problem: 'inconsistent' };
    const dataStart = localStart + 30 + localNameLength + u16(localStart + 28);
    if (dataStart + compressedSize > directoryStart) return { problem: 'inconsistent' };
    spans.push([localStart, dataStart + compressedSize]);
    entries.push({ name, localStart, method, compressedSize, uncompressedSize, dataStart });
    at = next;
  }
  // Entries that share bytes are how small archives unpack to huge ones.
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) {
    const previous = spans[i - 1];
    const current = spans[i];
    if (previous && current && current[0] < previous[1]) return { problem: 'inconsistent' };
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { problem: 'not-xlsx' };
  return { entries, directoryStart };
}
