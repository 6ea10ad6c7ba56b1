export { DomainsPage as default } from './DomainsPage';
