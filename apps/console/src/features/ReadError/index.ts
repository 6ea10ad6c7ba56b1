export { type FailedRead, readError } from './ReadError';
