import { iconComponent } from '../IconBase';

export const UsersIcon = /* @__PURE__ */ iconComponent(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c0-4 3-6 7-6s7 2 7 6M16 4a4 4 0 010 8M18 15c2.5.6 4 2.6 4 6" />
  </>,
  24,
);
