export { type ConflictField, RecordConflict, type RecordConflictProps } from './RecordConflict';
export { isConflict, useConflict, useConflictOn } from './useConflict';
