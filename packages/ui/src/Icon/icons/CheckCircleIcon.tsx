import { iconComponent } from '../IconBase';

export const CheckCircleIcon = /* @__PURE__ */ iconComponent(
  'CheckCircleIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.25 8.25l1.75 1.75 3.75-4" />
  </>,
);
