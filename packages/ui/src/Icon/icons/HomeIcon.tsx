import { iconComponent } from '../IconBase';

export const HomeIcon = /* @__PURE__ */ iconComponent(
  'HomeIcon',
  <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />,
  24,
);
