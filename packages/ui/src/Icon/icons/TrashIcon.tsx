import { iconComponent } from '../IconBase';

export const TrashIcon = /* @__PURE__ */ iconComponent(
  'TrashIcon',
  <path d="M2.5 4h11M6.25 4V2.5h3.5V4M4 4l.75 9.5h6.5L12 4M6.75 6.75v4M9.25 6.75v4" />,
);
