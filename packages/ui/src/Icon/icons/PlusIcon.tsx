import { iconComponent } from '../IconBase';

export const PlusIcon = /* @__PURE__ */ iconComponent('PlusIcon', <path d="M8 3v10M3 8h10" />);
