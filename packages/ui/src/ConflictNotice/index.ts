export type { ConflictChange, ConflictNoticeLabels, ConflictNoticeProps } from './ConflictNotice';
export { ConflictNotice } from './ConflictNotice';
