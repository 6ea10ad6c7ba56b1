export { ChangeDiff, type ChangeDiffProps, type ChangeDiffValue } from './ChangeDiff';
