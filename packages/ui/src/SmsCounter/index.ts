export { SmsCounter, type SmsCounterLabels, type SmsCounterProps } from './SmsCounter';
