export type {
  InviteOutcome,
  InviteRowResult,
  InviteUserModalLabels,
  InviteUserModalProps,
  InviteValues,
} from './InviteUserModal';
export { InviteUserModal } from './InviteUserModal';
export { type PersonRow, parsePeopleList } from './parsePeopleList';
