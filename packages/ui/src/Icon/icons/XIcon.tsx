import { iconComponent } from '../IconBase';

export const XIcon = /* @__PURE__ */ iconComponent('XIcon', <path d="M4 4l8 8M12 4l-8 8" />);
