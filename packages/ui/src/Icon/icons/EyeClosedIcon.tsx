import { iconComponent } from '../IconBase';

export const EyeClosedIcon = /* @__PURE__ */ iconComponent(
  'EyeClosedIcon',
  <>
    <path d="M1.5 8s2.5-4.75 6.5-4.75S14.5 8 14.5 8s-2.5 4.75-6.5 4.75S1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
    <path d="M2 2l12 12" />
  </>,
);
