import type { ComponentType, ReactNode, Ref, SVGProps } from 'react';
import { useTheme } from 'styled-components';

export type IconSize = 'small' | 'medium';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Rendered size from the theme's icon tokens: small is 16, medium is 20. */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  'aria-label'?: string;
  /** The `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

export type IconComponent = ComponentType<IconProps>;

/**
 * The shared frame of every icon: an outline drawing in `currentColor`, on a 16-unit grid (stroke 1.5) or, for the
 * navigation icons, a 24-unit grid whose stroke (2.25) renders at the same weight.
 */
function IconBase({
  size = 'small',
  'aria-label': label,
  children,
  grid = 16,
  ref,
  ...rest
}: IconProps & { children: ReactNode; grid?: 16 | 24 }) {
  const theme = useTheme();
  const dimension = size === 'small' ? theme.size.iconSmall : theme.size.iconMedium;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label (role img), or aria-hidden when decorative
    <svg
      ref={ref}
      viewBox={`0 0 ${grid} ${grid}`}
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={grid === 24 ? 2.25 : 1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {children}
    </svg>
  );
}
IconBase.displayName = 'IconBase';

/**
 * An icon component from its drawing. Made by a call marked pure (not a function plus a `displayName` assignment,
 * which a bundler must keep), so an app's bundle holds only the icons it renders.
 */
function icon(name: string, drawing: ReactNode, grid: 16 | 24 = 16): IconComponent {
  const Icon = (props: IconProps) => (
    <IconBase grid={grid} {...props}>
      {drawing}
    </IconBase>
  );
  Icon.displayName = name;
  return Icon;
}

export const CheckIcon = /* @__PURE__ */ icon('CheckIcon', <path d="M3 8.5l3 3 7-7" />);

export const DashIcon = /* @__PURE__ */ icon('DashIcon', <path d="M4 8h8" />);

export const XIcon = /* @__PURE__ */ icon('XIcon', <path d="M4 4l8 8M12 4l-8 8" />);

export const PlusIcon = /* @__PURE__ */ icon('PlusIcon', <path d="M8 3v10M3 8h10" />);

export const ChevronDownIcon = /* @__PURE__ */ icon('ChevronDownIcon', <path d="M4 6l4 4 4-4" />);

export const ChevronUpIcon = /* @__PURE__ */ icon('ChevronUpIcon', <path d="M4 10l4-4 4 4" />);

export const ChevronRightIcon = /* @__PURE__ */ icon('ChevronRightIcon', <path d="M6 4l4 4-4 4" />);

export const ChevronLeftIcon = /* @__PURE__ */ icon('ChevronLeftIcon', <path d="M10 4l-4 4 4 4" />);

export const ArrowRightIcon = /* @__PURE__ */ icon('ArrowRightIcon', <path d="M2.5 8h11M9.5 4l4 4-4 4" />);

export const SearchIcon = /* @__PURE__ */ icon(
  'SearchIcon',
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </>,
);

export const EyeIcon = /* @__PURE__ */ icon(
  'EyeIcon',
  <>
    <path d="M1.5 8s2.5-4.75 6.5-4.75S14.5 8 14.5 8s-2.5 4.75-6.5 4.75S1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </>,
);

export const EyeClosedIcon = /* @__PURE__ */ icon(
  'EyeClosedIcon',
  <>
    <path d="M1.5 8s2.5-4.75 6.5-4.75S14.5 8 14.5 8s-2.5 4.75-6.5 4.75S1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
    <path d="M2 2l12 12" />
  </>,
);

export const InfoIcon = /* @__PURE__ */ icon(
  'InfoIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.25v4M8 4.75v.01" />
  </>,
);

export const AlertIcon = /* @__PURE__ */ icon(
  'AlertIcon',
  <>
    <path d="M7.13 2.25a1 1 0 011.74 0l5.9 10.25a1 1 0 01-.87 1.5H2.1a1 1 0 01-.87-1.5z" />
    <path d="M8 6v3.25M8 11.5v.01" />
  </>,
);

export const CheckCircleIcon = /* @__PURE__ */ icon(
  'CheckCircleIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.25 8.25l1.75 1.75 3.75-4" />
  </>,
);

export const XCircleIcon = /* @__PURE__ */ icon(
  'XCircleIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M6 6l4 4M10 6l-4 4" />
  </>,
);

export const UploadIcon = /* @__PURE__ */ icon(
  'UploadIcon',
  <path d="M8 10.5V2.5M5 5.5l3-3 3 3M2.5 10v2.5a1 1 0 001 1h9a1 1 0 001-1V10" />,
);

export const FileIcon = /* @__PURE__ */ icon(
  'FileIcon',
  <>
    <path d="M3.75 1.75h5.5l3 3v9.5h-8.5z" />
    <path d="M9 1.75V5h3.25" />
  </>,
);

export const KebabHorizontalIcon = /* @__PURE__ */ icon(
  'KebabHorizontalIcon',
  <>
    <circle cx="3" cy="8" r="0.75" fill="currentColor" />
    <circle cx="8" cy="8" r="0.75" fill="currentColor" />
    <circle cx="13" cy="8" r="0.75" fill="currentColor" />
  </>,
);

export const PencilIcon = /* @__PURE__ */ icon(
  'PencilIcon',
  <path d="M11 2.25l2.75 2.75-8.5 8.5H2.5v-2.75zM9.25 4l2.75 2.75" />,
);

export const TrashIcon = /* @__PURE__ */ icon(
  'TrashIcon',
  <path d="M2.5 4h11M6.25 4V2.5h3.5V4M4 4l.75 9.5h6.5L12 4M6.75 6.75v4M9.25 6.75v4" />,
);

export const CopyIcon = /* @__PURE__ */ icon(
  'CopyIcon',
  <>
    <rect x="5.25" y="5.25" width="8.5" height="8.5" rx="1" />
    <path d="M10.75 5.25V3.25a1 1 0 00-1-1h-6.5a1 1 0 00-1 1v6.5a1 1 0 001 1h2" />
  </>,
);

export const LinkExternalIcon = /* @__PURE__ */ icon(
  'LinkExternalIcon',
  <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />,
);

export const GearIcon = /* @__PURE__ */ icon(
  'GearIcon',
  <>
    <circle cx="8" cy="8" r="2.25" />
    <path d="M8 1.5v1.75M8 12.75v1.75M1.5 8h1.75M12.75 8h1.75M3.4 3.4l1.24 1.24M11.36 11.36l1.24 1.24M3.4 12.6l1.24-1.24M11.36 4.64l1.24-1.24" />
  </>,
);

export const PersonIcon = /* @__PURE__ */ icon(
  'PersonIcon',
  <>
    <circle cx="8" cy="5" r="2.75" />
    <path d="M2.5 14c.5-2.75 2.75-4.5 5.5-4.5s5 1.75 5.5 4.5" />
  </>,
);

export const ClockIcon = /* @__PURE__ */ icon(
  'ClockIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 4.5V8l2.5 1.5" />
  </>,
);

// Navigation and table icons (24-unit grid).

export const MenuIcon = /* @__PURE__ */ icon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />, 24);

export const ArrowUpIcon = /* @__PURE__ */ icon('ArrowUpIcon', <path d="M12 19V5M6 11l6-6 6 6" />, 24);

export const ArrowDownIcon = /* @__PURE__ */ icon('ArrowDownIcon', <path d="M12 5v14M18 13l-6 6-6-6" />, 24);

export const SortIcon = /* @__PURE__ */ icon('SortIcon', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />, 24);

export const HomeIcon = /* @__PURE__ */ icon(
  'HomeIcon',
  <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />,
  24,
);

export const UsersIcon = /* @__PURE__ */ icon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c0-4 3-6 7-6s7 2 7 6M16 4a4 4 0 010 8M18 15c2.5.6 4 2.6 4 6" />
  </>,
  24,
);

export const BuildingIcon = /* @__PURE__ */ icon(
  'BuildingIcon',
  <>
    <rect x="4" y="3" width="16" height="18" rx="1" />
    <path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3" />
  </>,
  24,
);

export const ShieldIcon = /* @__PURE__ */ icon(
  'ShieldIcon',
  <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />,
  24,
);

export const GlobeIcon = /* @__PURE__ */ icon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
  </>,
  24,
);

export const ContactsIcon = /* @__PURE__ */ icon(
  'ContactsIcon',
  <>
    <rect x="5" y="3" width="15" height="18" rx="2" />
    <circle cx="12.5" cy="10" r="2.5" />
    <path d="M9 17c.5-2 2-3 3.5-3s3 1 3.5 3M3 8h2M3 12h2M3 16h2" />
  </>,
  24,
);

export const ChartIcon = /* @__PURE__ */ icon(
  'ChartIcon',
  <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  24,
);

export const GridIcon = /* @__PURE__ */ icon(
  'GridIcon',
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </>,
  24,
);

export const KeyIcon = /* @__PURE__ */ icon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3" />
  </>,
  24,
);

export const MailIcon = /* @__PURE__ */ icon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
  24,
);

export const LogoutIcon = /* @__PURE__ */ icon(
  'LogoutIcon',
  <path d="M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 17l5-5-5-5M15 12H3" />,
  24,
);
