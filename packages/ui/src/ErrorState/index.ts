export type { ErrorStateProps } from './ErrorState';
export { ErrorState } from './ErrorState';
