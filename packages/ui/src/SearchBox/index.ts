export type { SearchBoxProps } from './SearchBox';
export { SearchBox } from './SearchBox';
