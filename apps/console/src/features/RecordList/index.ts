export { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
export { type RecordDialog, type RecordWrites, useRecordList } from './useRecordList';
