export { EnrolSecondFactorPage as default } from './EnrolSecondFactorPage';
