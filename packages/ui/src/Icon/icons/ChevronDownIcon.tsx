import { iconComponent } from '../IconBase';

export const ChevronDownIcon = /* @__PURE__ */ iconComponent('ChevronDownIcon', <path d="M4 6l4 4 4-4" />);
