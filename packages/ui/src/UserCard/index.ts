export type { UserCardProps, UserCardStatus } from './UserCard';
export { UserCard } from './UserCard';
