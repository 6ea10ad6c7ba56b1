import type { UploadSheetModalLabels } from './UploadSheetModal';

/** Example words, as an app passes them. */
export const exampleUploadSheetLabels: UploadSheetModalLabels = {
  title: 'Upload Translation Sheet',
  text: 'Download the current translations, translate the file and upload it.',
  file: 'Translation sheet',
  cancel: 'Cancel',
  download: 'Download Current',
  selectFile: '+ Select File',
  upload: 'Upload Translation',
  back: 'Back',
  apply: 'Apply',
};

/** A file as the browser hands it over after choosing it. */
export const exampleSheetFile = (name = 'translations.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
