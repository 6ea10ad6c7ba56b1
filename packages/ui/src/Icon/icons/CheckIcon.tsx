import { iconComponent } from '../IconBase';

export const CheckIcon = /* @__PURE__ */ iconComponent('CheckIcon', <path d="M3 8.5l3 3 7-7" />);
