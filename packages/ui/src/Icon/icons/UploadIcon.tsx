import { iconComponent } from '../IconBase';

export const UploadIcon = /* @__PURE__ */ iconComponent(
  'UploadIcon',
  <path d="M8 10.5V2.5M5 5.5l3-3 3 3M2.5 10v2.5a1 1 0 001 1h9a1 1 0 001-1V10" />,
);
