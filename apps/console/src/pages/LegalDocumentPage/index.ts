export { LegalDocumentPage as default } from './LegalDocumentPage';
