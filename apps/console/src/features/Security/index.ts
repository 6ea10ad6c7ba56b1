export { SecurityPage } from './SecurityPage';
export { useTotpEnrolment } from './useTotpEnrolment';
