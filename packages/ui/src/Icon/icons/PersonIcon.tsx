import { iconComponent } from '../IconBase';

export const PersonIcon = /* @__PURE__ */ iconComponent(
  'PersonIcon',
  <>
    <circle cx="8" cy="5" r="2.75" />
    <path d="M2.5 14c.5-2.75 2.75-4.5 5.5-4.5s5 1.75 5.5 4.5" />
  </>,
);
