import type { SmsCounterLabels } from './SmsCounter';

/** Example words for stories and tests (an app passes its own). */
export const exampleLabels: SmsCounterLabels = {
  count: (characters, limit) => `${characters}/${limit}`,
  overLimit: 'too long to save',
  encoding: (encoding, segments) => `${encoding} · ${segments} ${segments === 1 ? 'message' : 'messages'}`,
  ucs2Because: 'These characters switch the message to UCS-2 (70 characters per message):',
};
