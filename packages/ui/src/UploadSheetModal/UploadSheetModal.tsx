import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FileInput } from '../FileInput';
import { Modal } from '../Modal';

export interface UploadSheetModalLabels {
  /** The dialog's heading, e.g. "Upload Translation Sheet". */
  title: ReactNode;
  /** What to do, shown under the heading (download, translate, upload). */
  text: ReactNode;
  /** Names the file field, e.g. "Translation sheet". */
  file: ReactNode;
  /** Closes the dialog without changing anything. */
  cancel: ReactNode;
  /** Downloads the current sheet. */
  download: ReactNode;
  /** Opens the system's file dialog, e.g. "+ Select File". */
  selectFile: string;
  /** Sends the chosen file to be previewed. */
  upload: ReactNode;
  /** Goes back from the preview to choosing a file. */
  back: ReactNode;
  /** Applies the previewed changes. */
  apply: ReactNode;
}

export interface UploadSheetModalProps {
  /** The dialog element's id. */
  id?: string;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (×, backdrop, Cancel, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The app's words. */
  labels: UploadSheetModalLabels;
  /** Accepted file types, as in the native `accept` attribute. */
  accept?: string;
  /** The chosen file, or `null`. */
  file: File | null;
  /** Called with the chosen file (only accepted types arrive), or `null` when it is removed. */
  onFileChange: (file: File | null) => void;
  /** Downloads the current sheet. */
  onDownload: () => void;
  /** The download is running. */
  downloading?: boolean;
  /** Sends the chosen file to be previewed (only called with a file chosen). */
  onUpload: () => void;
  /** The upload is running. */
  uploading?: boolean;
  /** The second step: what the upload would change (e.g. a `SheetPreviewTable`); its presence shows it. */
  preview?: ReactNode;
  /** Leaves the preview for the file step. */
  onBack?: () => void;
  /** Applies the previewed changes. */
  onApply?: () => void;
  /** Whether there is anything to apply. */
  canApply?: boolean;
  /** The apply is running. */
  applying?: boolean;
  /** Why the last action was refused (e.g. the server's text). */
  error?: ReactNode;
}

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const Text = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
`;

const Start = styled.div`
  margin-right: auto;
`;

/**
 * The round trip of a translation sheet in one dialog: download the current sheet, choose the translated file
 * (the accepted types only) and upload it; the caller then passes the `preview` of what it would change, which the
 * dialog shows as its second step with Back and Apply. Closed by ×, the backdrop, Cancel and Escape; focus stays
 * inside while it is open. A busy action keeps the dialog open; the caller's `error` shows above the actions.
 */
export function UploadSheetModal({
  id,
  open,
  onOpenChange,
  labels,
  accept,
  file,
  onFileChange,
  onDownload,
  downloading = false,
  onUpload,
  uploading = false,
  preview,
  onBack,
  onApply,
  canApply = true,
  applying = false,
  error,
}: UploadSheetModalProps) {
  const previewing = preview !== undefined;
  const busy = uploading || applying;
  const errorAlert = error ? <Alert variant="danger">{error}</Alert> : null;

  return (
    <Modal
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      size={previewing ? 'xlarge' : 'medium'}
      disableBackdropClose={busy}
      footer={
        previewing ? (
          <>
            <Start>
              <Button onClick={onBack} disabled={applying}>
                {labels.back}
              </Button>
            </Start>
            <Button onClick={() => onOpenChange(false)}>{labels.cancel}</Button>
            <Button variant="primary" onClick={onApply} loading={applying} disabled={!canApply}>
              {labels.apply}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => onOpenChange(false)}>{labels.cancel}</Button>
            <Button onClick={onDownload} loading={downloading}>
              {labels.download}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                if (file) onUpload();
              }}
              loading={uploading}
              disabled={!file}
            >
              {labels.upload}
            </Button>
          </>
        )
      }
    >
      {previewing ? (
        <Step>
          {errorAlert}
          {preview}
        </Step>
      ) : (
        <Step>
          <Text>{labels.text}</Text>
          <FileInput
            label={labels.file}
            accept={accept}
            file={file}
            onFileChange={onFileChange}
            buttonLabel={labels.selectFile}
            disabled={uploading}
          />
          {errorAlert}
        </Step>
      )}
    </Modal>
  );
}
UploadSheetModal.displayName = 'UploadSheetModal';
