export type { FileInputProps } from './FileInput';
export { FileInput, isAcceptedFile } from './FileInput';
