import { iconComponent } from '../IconBase';

export const LinkExternalIcon = /* @__PURE__ */ iconComponent(
  'LinkExternalIcon',
  <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />,
);
