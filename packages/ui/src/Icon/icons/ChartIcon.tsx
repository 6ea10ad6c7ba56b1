import { iconComponent } from '../IconBase';

export const ChartIcon = /* @__PURE__ */ iconComponent(
  'ChartIcon',
  <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  24,
);
