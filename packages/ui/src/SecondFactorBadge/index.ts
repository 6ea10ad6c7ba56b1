export { SecondFactorBadge, type SecondFactorBadgeProps, type SecondFactorKind } from './SecondFactorBadge';
