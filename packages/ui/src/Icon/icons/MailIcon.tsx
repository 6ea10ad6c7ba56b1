import { iconComponent } from '../IconBase';

export const MailIcon = /* @__PURE__ */ iconComponent(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
  24,
);
