export type { CardElement, CardProps, HeadingLevel } from './Card';
export { Card } from './Card';
