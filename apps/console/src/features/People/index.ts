export { ActivitySection, type ActivitySectionProps } from './ActivitySection';
export { activityLabels, toActivityItem } from './activity';
export { PeoplePage, type PeoplePageProps } from './PeoplePage';
export { formatDate, formatDateTime, NowProvider, relativeTime, useNow } from './time';
export {
  ACTIONS_BY_STATE,
  actionsFor,
  type CardState,
  cardState,
  cardStatus,
  type UserAction,
} from './userStatus';
