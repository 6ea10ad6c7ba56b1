export {
  type AccessTarget,
  accessSummary,
  accessTreeNodes,
  memberSections,
  targetName,
  targetOf,
  withTarget,
} from './access';
export { InvitedBy } from './InvitedBy';
export { PeoplePage, type PeoplePageProps } from './PeoplePage';
export {
  actionsFor,
  type CardState,
  cardMail,
  cardState,
  cardStatus,
  type UserAction,
} from './userStatus';
