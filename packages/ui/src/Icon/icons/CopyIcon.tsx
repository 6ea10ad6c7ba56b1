import { iconComponent } from '../IconBase';

export const CopyIcon = /* @__PURE__ */ iconComponent(
  'CopyIcon',
  <>
    <rect x="5.25" y="5.25" width="8.5" height="8.5" rx="1" />
    <path d="M10.75 5.25V3.25a1 1 0 00-1-1h-6.5a1 1 0 00-1 1v6.5a1 1 0 001 1h2" />
  </>,
);
