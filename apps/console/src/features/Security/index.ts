export { SecondFactorsSection } from './SecondFactorsSection';
export { useTotpEnrolment } from './useTotpEnrolment';
