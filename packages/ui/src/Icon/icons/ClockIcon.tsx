import { iconComponent } from '../IconBase';

export const ClockIcon = /* @__PURE__ */ iconComponent(
  'ClockIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 4.5V8l2.5 1.5" />
  </>,
);
