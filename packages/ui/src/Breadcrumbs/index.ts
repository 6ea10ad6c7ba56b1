export { Breadcrumbs, type BreadcrumbsItemProps, type BreadcrumbsProps } from './Breadcrumbs';
