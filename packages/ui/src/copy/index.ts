export { type Copy, en, en as copy } from './en';
