import { iconComponent } from '../IconBase';

export const ArrowDownIcon = /* @__PURE__ */ iconComponent(
  'ArrowDownIcon',
  <path d="M12 5v14M18 13l-6 6-6-6" />,
  24,
);
