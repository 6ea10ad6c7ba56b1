import { iconComponent } from '../IconBase';

export const KebabHorizontalIcon = /* @__PURE__ */ iconComponent(
  'KebabHorizontalIcon',
  <>
    <circle cx="3" cy="8" r="0.75" fill="currentColor" />
    <circle cx="8" cy="8" r="0.75" fill="currentColor" />
    <circle cx="13" cy="8" r="0.75" fill="currentColor" />
  </>,
);
