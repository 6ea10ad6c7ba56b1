export type { LauncherCardProps } from './LauncherCard';
export { LauncherCard } from './LauncherCard';
