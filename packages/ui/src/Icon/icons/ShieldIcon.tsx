import { iconComponent } from '../IconBase';

export const ShieldIcon = /* @__PURE__ */ iconComponent(
  'ShieldIcon',
  <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />,
  24,
);
