export type { SessionRow, SessionTableLabels, SessionTableProps } from './SessionTable';
export { SessionTable, sessionName } from './SessionTable';
