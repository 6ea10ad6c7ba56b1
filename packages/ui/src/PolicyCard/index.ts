export { PolicyCard, type PolicyCardProps } from './PolicyCard';
