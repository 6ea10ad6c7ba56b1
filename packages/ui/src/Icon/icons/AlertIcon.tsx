import { iconComponent } from '../IconBase';

export const AlertIcon = /* @__PURE__ */ iconComponent(
  'AlertIcon',
  <>
    <path d="M7.13 2.25a1 1 0 011.74 0l5.9 10.25a1 1 0 01-.87 1.5H2.1a1 1 0 01-.87-1.5z" />
    <path d="M8 6v3.25M8 11.5v.01" />
  </>,
);
