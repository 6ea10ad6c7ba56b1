export { type ConflictField, RecordConflict, type RecordConflictProps } from './RecordConflict';
export { useConflict, useConflictOn } from './useConflict';
