import { iconComponent } from '../IconBase';

export const MenuIcon = /* @__PURE__ */ iconComponent('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />, 24);
