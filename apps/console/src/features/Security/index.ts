export { SecurityPage } from './SecurityPage';
export { SignOutEveryoneSection } from './SignOutEveryoneSection';
export { useTotpEnrolment } from './useTotpEnrolment';
