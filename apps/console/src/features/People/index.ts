export { ActivitySection, type ActivitySectionProps } from './ActivitySection';
export {
  type AccessTarget,
  accessSummary,
  accessTreeNodes,
  isOn,
  memberSections,
  targetName,
  targetOf,
  withTarget,
} from './access';
export { activityLabels, toActivityItem } from './activity';
export { PeoplePage, type PeoplePageProps } from './PeoplePage';
export {
  ACTIONS_BY_STATE,
  actionsFor,
  type CardState,
  cardMail,
  cardState,
  cardStatus,
  type UserAction,
} from './userStatus';
