export { SecurityPage } from './SecurityPage';
export { SessionsSection } from './SessionsSection';
