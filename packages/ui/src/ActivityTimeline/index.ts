export {
  ActivityTimeline,
  type ActivityTimelineLabels,
  type ActivityTimelineProps,
  type TimelineEntry,
} from './ActivityTimeline';
