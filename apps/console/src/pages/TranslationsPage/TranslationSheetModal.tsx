import { type TranslationSheetMode, type TranslationSheetPreview, useApi } from '@qone/api-client';
import { type SheetPreviewRow, SheetPreviewTable, type ToastOptions, UploadSheetModal } from '@qone/ui';
import { useEffect, useMemo, useState } from 'react';
import { saveBlob } from '../../app/download';
import { useAction } from '../../app/useAction';
import { languagesCopy } from '../../copy';

const t = languagesCopy.sheet;
const MODAL_ID = 'upload-language-modal';

/**
 * 'Upload Translation Sheet' (`upload-language-modal`): Download Current saves the company's .xlsx; the chosen
 * file is previewed on the server (nothing written) and shown with its counts per language and the first cells it
 * would change or refuses (invalid ones first; 'Show more' reads the file again for the next); Apply sends the same
 * file again with the chosen mode, closes and says what was written. A refusal (too large, not an .xlsx, a
 * damaged workbook) stays in the dialog. Loaded lazily: its code is fetched when the button is first used.
 */
export default function TranslationSheetModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { useLanguages, useMutations } = useApi();
  const languages = useLanguages();
  const { exportTranslationSheet, previewTranslationSheet, importTranslationSheet } = useMutations();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TranslationSheetPreview | null>(null);
  // The listed cells loaded so far: the first page comes with the counts, 'Show more' asks for the next.
  const [listed, setListed] = useState<TranslationSheetPreview['rows']>([]);
  const [mode, setMode] = useState<TranslationSheetMode>('fill-empty');
  const [busy, setBusy] = useState<'download' | 'upload' | 'apply' | null>(null);
  // A step answers the toast it ends with, if any.
  const step = useAction({
    run: (action: () => Promise<ToastOptions | undefined>) => action(),
    success: (said) => said,
  });
  // The server keeps nothing between calls: the next page is the same file read again from where the list ends.
  const more = useAction({
    run: async (sheet: File, offset: number) => {
      const answer = await previewTranslationSheet(sheet, sheet.name, { offset });
      setListed((rows) => [...rows, ...answer.data.rows]);
    },
  });
  const error = step.error ?? more.error;
  const { reset: resetStep } = step;
  const { reset: resetMore } = more;

  // Every opening starts again from choosing a file.
  useEffect(() => {
    if (open) {
      setFile(null);
      setPreview(null);
      setListed([]);
      setMode('fill-empty');
      resetStep();
      resetMore();
    }
  }, [open, resetStep, resetMore]);

  const nameOf = useMemo(() => {
    const names = new Map((languages.data ?? []).map((language) => [language.code, language.name]));
    return (code: string, customCode: string) => `${names.get(code) ?? code} (${customCode})`;
  }, [languages.data]);

  const run = (which: 'download' | 'upload' | 'apply', action: () => Promise<ToastOptions | undefined>) => {
    setBusy(which);
    more.reset();
    return step
      .run(action)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  const download = () =>
    run('download', async () => {
      saveBlob(await exportTranslationSheet(), t.fileName);
      return undefined;
    });
  const upload = () =>
    run('upload', async () => {
      if (!file) return undefined;
      const answer = await previewTranslationSheet(file, file.name);
      setPreview(answer.data);
      setListed(answer.data.rows);
      return undefined;
    });
  const showMore = () => {
    if (!file) return;
    step.reset();
    more.start(file, listed.length);
  };
  const apply = () =>
    run('apply', async () => {
      if (!file) return undefined;
      const answer = await importTranslationSheet(file, mode, file.name);
      onOpenChange(false);
      return {
        title: answer.message,
        description: t.imported(
          answer.data.languages.map((entry) => ({
            ...entry,
            name: nameOf(entry.language, entry.customCode),
          })),
        ),
        variant: 'success',
      };
    });

  const customCodeOf = new Map((preview?.languages ?? []).map((entry) => [entry.language, entry.customCode]));
  const rows: SheetPreviewRow[] = listed.map((row) => ({
    id: `${row.sheet}:${row.row}:${row.language}`,
    language: nameOf(row.language, customCodeOf.get(row.language) ?? row.language),
    template: row.templateName ?? row.sheet,
    segment: t.preview.place(row.sheet, row.row),
    status: row.status,
    reason: row.detail,
    before: row.before,
    after: row.after,
  }));
  const applicable = (preview?.languages ?? []).some(
    (entry) => entry.new > 0 || (mode === 'overwrite' && entry.changed > 0),
  );

  return (
    <UploadSheetModal
      id={MODAL_ID}
      open={open}
      onOpenChange={(next) => {
        if (busy === null || next) onOpenChange(next);
      }}
      labels={t}
      accept=".xlsx"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        step.reset();
        more.reset();
      }}
      onDownload={() => void download()}
      downloading={busy === 'download'}
      onUpload={() => void upload()}
      uploading={busy === 'upload'}
      preview={
        preview ? (
          <SheetPreviewTable
            languages={preview.languages.map((entry) => ({
              ...entry,
              language: nameOf(entry.language, entry.customCode),
            }))}
            rows={rows}
            total={preview.total}
            onShowMore={showMore}
            loadingMore={more.pending}
            mode={mode}
            onModeChange={setMode}
            labels={t.preview}
            disabled={busy === 'apply'}
          />
        ) : undefined
      }
      onBack={() => {
        setPreview(null);
        setListed([]);
        step.reset();
        more.reset();
      }}
      onApply={() => void apply()}
      canApply={applicable}
      applying={busy === 'apply'}
      error={error ?? undefined}
    />
  );
}
