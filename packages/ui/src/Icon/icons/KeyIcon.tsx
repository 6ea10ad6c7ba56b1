import { iconComponent } from '../IconBase';

export const KeyIcon = /* @__PURE__ */ iconComponent(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3" />
  </>,
  24,
);
