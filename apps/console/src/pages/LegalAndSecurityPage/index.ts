export { LegalAndSecurityPage as default } from './LegalAndSecurityPage';
