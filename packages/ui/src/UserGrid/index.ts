export type { UserGridProps } from './UserGrid';
export { columnsFor, UserGrid } from './UserGrid';
