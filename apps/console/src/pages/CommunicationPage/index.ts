export { CommunicationPage as default } from './CommunicationPage';
