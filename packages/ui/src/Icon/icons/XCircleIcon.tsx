import { iconComponent } from '../IconBase';

export const XCircleIcon = /* @__PURE__ */ iconComponent(
  'XCircleIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M6 6l4 4M10 6l-4 4" />
  </>,
);
