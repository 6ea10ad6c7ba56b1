import { iconComponent } from '../IconBase';

export const InfoIcon = /* @__PURE__ */ iconComponent(
  'InfoIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.25v4M8 4.75v.01" />
  </>,
);
