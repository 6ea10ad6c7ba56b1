import { iconComponent } from '../IconBase';

export const ArrowUpIcon = /* @__PURE__ */ iconComponent(
  'ArrowUpIcon',
  <path d="M12 19V5M6 11l6-6 6 6" />,
  24,
);
