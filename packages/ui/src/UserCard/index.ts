export type { UserCardMail, UserCardProps, UserCardStatus } from './UserCard';
export { UserCard } from './UserCard';
