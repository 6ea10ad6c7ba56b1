import { iconComponent } from '../IconBase';

export const SortIcon = /* @__PURE__ */ iconComponent('SortIcon', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />, 24);
