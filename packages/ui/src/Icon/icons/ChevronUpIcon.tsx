import { iconComponent } from '../IconBase';

export const ChevronUpIcon = /* @__PURE__ */ iconComponent('ChevronUpIcon', <path d="M4 10l4-4 4 4" />);
