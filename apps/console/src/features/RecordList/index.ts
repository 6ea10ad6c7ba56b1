export { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
export { DialogErrorLine } from './DialogErrorLine';
export { type RecordDialog, type RecordWrites, useRecordList } from './useRecordList';
