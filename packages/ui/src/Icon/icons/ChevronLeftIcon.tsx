import { iconComponent } from '../IconBase';

export const ChevronLeftIcon = /* @__PURE__ */ iconComponent('ChevronLeftIcon', <path d="M10 4l-4 4 4 4" />);
