import { iconComponent } from '../IconBase';

export const ArrowRightIcon = /* @__PURE__ */ iconComponent(
  'ArrowRightIcon',
  <path d="M2.5 8h11M9.5 4l4 4-4 4" />,
);
