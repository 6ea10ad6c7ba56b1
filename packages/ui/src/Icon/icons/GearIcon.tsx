import { iconComponent } from '../IconBase';

export const GearIcon = /* @__PURE__ */ iconComponent(
  'GearIcon',
  <>
    <circle cx="8" cy="8" r="2.25" />
    <path d="M8 1.5v1.75M8 12.75v1.75M1.5 8h1.75M12.75 8h1.75M3.4 3.4l1.24 1.24M11.36 11.36l1.24 1.24M3.4 12.6l1.24-1.24M11.36 4.64l1.24-1.24" />
  </>,
);
