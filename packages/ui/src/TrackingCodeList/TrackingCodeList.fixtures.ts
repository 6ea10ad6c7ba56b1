import type { TrackingCodeItem, TrackingCodeListLabels } from './TrackingCodeList';

/** Example words for stories and tests (an app passes its own). */
export const exampleLabels: TrackingCodeListLabels = {
  title: 'Tracking codes',
  add: 'Add Tracking Code',
  edit: (name) => `Edit ${name}`,
  delete: (name) => `Delete ${name}`,
  locations: { head: 'Head', body: 'Body' },
  empty: 'No tracking codes yet.',
};

export const exampleCodes: TrackingCodeItem[] = [
  {
    id: 'analytics',
    name: 'Analytics',
    code: '<script src="https://analytics.acme.example/a.js" async></script>',
    location: 'head',
  },
  {
    id: 'pixel',
    name: 'Conversion pixel',
    code: '<img src="https://pixel.acme.example/p.gif" alt="">',
    location: 'body',
  },
];
