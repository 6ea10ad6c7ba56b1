import { iconComponent } from '../IconBase';

export const FileIcon = /* @__PURE__ */ iconComponent(
  'FileIcon',
  <>
    <path d="M3.75 1.75h5.5l3 3v9.5h-8.5z" />
    <path d="M9 1.75V5h3.25" />
  </>,
);
