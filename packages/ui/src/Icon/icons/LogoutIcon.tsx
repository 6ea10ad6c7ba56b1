import { iconComponent } from '../IconBase';

export const LogoutIcon = /* @__PURE__ */ iconComponent(
  'LogoutIcon',
  <path d="M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 17l5-5-5-5M15 12H3" />,
  24,
);
