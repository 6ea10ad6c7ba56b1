import { iconComponent } from '../IconBase';

export const ContactsIcon = /* @__PURE__ */ iconComponent(
  'ContactsIcon',
  <>
    <rect x="5" y="3" width="15" height="18" rx="2" />
    <circle cx="12.5" cy="10" r="2.5" />
    <path d="M9 17c.5-2 2-3 3.5-3s3 1 3.5 3M3 8h2M3 12h2M3 16h2" />
  </>,
  24,
);
