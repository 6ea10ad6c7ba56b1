export type { ActivityChange, ActivityItem, ActivityPanelLabels, ActivityPanelProps } from './ActivityPanel';
export { ActivityPanel } from './ActivityPanel';
