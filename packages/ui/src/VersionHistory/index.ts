export {
  type DiffLine,
  VersionHistory,
  type VersionHistoryLabels,
  type VersionHistoryProps,
  type VersionItem,
} from './VersionHistory';
