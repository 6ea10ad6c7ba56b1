import { iconComponent } from '../IconBase';

export const ChevronRightIcon = /* @__PURE__ */ iconComponent('ChevronRightIcon', <path d="M6 4l4 4-4 4" />);
