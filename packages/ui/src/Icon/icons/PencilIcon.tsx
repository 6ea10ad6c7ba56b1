import { iconComponent } from '../IconBase';

export const PencilIcon = /* @__PURE__ */ iconComponent(
  'PencilIcon',
  <path d="M11 2.25l2.75 2.75-8.5 8.5H2.5v-2.75zM9.25 4l2.75 2.75" />,
);
