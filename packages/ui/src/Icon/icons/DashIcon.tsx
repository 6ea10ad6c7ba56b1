import { iconComponent } from '../IconBase';

export const DashIcon = /* @__PURE__ */ iconComponent('DashIcon', <path d="M4 8h8" />);
