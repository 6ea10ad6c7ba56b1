export { CompanyOverviewPage as default } from './CompanyOverviewPage';
