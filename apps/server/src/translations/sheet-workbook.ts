import { type ResourceLimits, Worker } from 'node:worker_threads';
import { translationSheetMessages } from '@qone/domain/messages';
import type { SheetPreviewResult, SheetTable } from '@qone/domain/translation-sheet';
import { HttpError } from '../errors.js';
import type { SheetJob, SheetJobAnswer } from './sheet-worker.js';

export type { SheetJob } from './sheet-worker.js';

/**
 * How long a sheet may take to read and how much memory its thread may have (its V8 heap; the thread is ended past
 * either, and the upload refused as too complex). A sheet at the limits of its rows and cells reads in a few seconds
 * within a fraction of this memory (test/security/sheet-upload.test.ts).
 */
const SHEET_WORKER_LIMITS: { timeoutMs: number; resourceLimits: ResourceLimits } = {
  timeoutMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
};

/** Sheets read at once by one server process; more uploads wait their turn (each thread takes a core). */
const AT_ONCE = 2;
let reading = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  while (reading >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  return () => {
    reading -= 1;
    waiting.shift()?.();
  };
}

// From src through tsx or Vitest the thread runs the .ts file (Node's type stripping), from dist/ the built .js.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './sheet-worker.ts' : './sheet-worker.js',
  import.meta.url,
);

const tooComplex = () => new HttpError(413, translationSheetMessages.tooComplex);

/**
 * What an uploaded sheet would do (sheet-worker.ts), worked out in a worker thread with a time and a memory limit,
 * so the event loop stays free for every other request meanwhile. Refusals (the zip check, the limits of rows,
 * cells and texts, an unreadable workbook, too much time or memory) are HttpErrors; the upload's bytes are moved to
 * the thread, not copied.
 */
export async function readSheetUpload(
  job: SheetJob,
  limits: typeof SHEET_WORKER_LIMITS = SHEET_WORKER_LIMITS,
): Promise<SheetPreviewResult> {
  const done = await turn();
  try {
    const answer = await new Promise<SheetJobAnswer>((resolve, reject) => {
      const worker = new Worker(workerFile, {
        workerData: job,
        transferList: [job.bytes.buffer as ArrayBuffer],
        resourceLimits: limits.resourceLimits,
      });
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(tooComplex());
      }, limits.timeoutMs);
      worker.once('message', (message: SheetJobAnswer) => {
        clearTimeout(timer);
        resolve(message);
        void worker.terminate();
      });
      worker.once('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the translation sheet's thread ended (${code}) without an answer`));
      });
    });
    if (!answer.ok) throw new HttpError(answer.status, answer.message);
    return answer.result;
  } finally {
    done();
  }
}

/** exceljs is large: loaded on the first sheet request only. */
const loadExcel = () => import('exceljs').then((module) => module.default);

/** The .xlsx of the given worksheets: every cell a text cell in the Text format, so nothing becomes a formula. */
export async function writeSheet(tables: readonly SheetTable[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Q One';
  for (const table of tables) {
    const worksheet = workbook.addWorksheet(table.name, {
      views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
    });
    for (const values of table.rows) {
      const row = worksheet.addRow(values);
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.numFmt = '@';
      });
    }
    worksheet.getRow(1).font = { bold: true };
    worksheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 40 : index < 4 ? 20 : 50;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
