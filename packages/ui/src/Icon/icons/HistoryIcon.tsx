import { iconComponent } from '../IconBase';

export const HistoryIcon = /* @__PURE__ */ iconComponent(
  'HistoryIcon',
  <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 7.5V12l3 2" />,
  24,
);
