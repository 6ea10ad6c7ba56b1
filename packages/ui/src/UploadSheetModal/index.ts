export type { UploadSheetModalLabels, UploadSheetModalProps } from './UploadSheetModal';
export { UploadSheetModal } from './UploadSheetModal';
