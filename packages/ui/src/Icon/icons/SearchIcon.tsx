import { iconComponent } from '../IconBase';

export const SearchIcon = /* @__PURE__ */ iconComponent(
  'SearchIcon',
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </>,
);
