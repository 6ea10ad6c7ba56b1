export { TimeZonesPage as default } from './TimeZonesPage';
