import {
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  type SVGProps,
} from 'react';
import { useTheme } from 'styled-components';

export type IconSize = 'small' | 'medium';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Rendered size from the theme's icon tokens: small is 16, medium is 20. */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  'aria-label'?: string;
}

export type IconComponent = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

/** The shared frame of every icon: an outline drawing on a 16-unit grid in `currentColor`. */
const IconBase = forwardRef<SVGSVGElement, IconProps & { children: ReactNode }>(function IconBase(
  { size = 'small', 'aria-label': label, children, ...rest },
  ref,
) {
  const theme = useTheme();
  const dimension = size === 'small' ? theme.size.iconSmall : theme.size.iconMedium;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label (role img), or aria-hidden when decorative
    <svg
      ref={ref}
      viewBox="0 0 16 16"
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {children}
    </svg>
  );
});
IconBase.displayName = 'IconBase';

export const CheckIcon = forwardRef<SVGSVGElement, IconProps>(function CheckIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M3 8.5l3 3 7-7" />
    </IconBase>
  );
});
CheckIcon.displayName = 'CheckIcon';

export const DashIcon = forwardRef<SVGSVGElement, IconProps>(function DashIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M4 8h8" />
    </IconBase>
  );
});
DashIcon.displayName = 'DashIcon';

export const XIcon = forwardRef<SVGSVGElement, IconProps>(function XIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </IconBase>
  );
});
XIcon.displayName = 'XIcon';

export const PlusIcon = forwardRef<SVGSVGElement, IconProps>(function PlusIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M8 3v10M3 8h10" />
    </IconBase>
  );
});
PlusIcon.displayName = 'PlusIcon';

export const ChevronDownIcon = forwardRef<SVGSVGElement, IconProps>(function ChevronDownIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M4 6l4 4 4-4" />
    </IconBase>
  );
});
ChevronDownIcon.displayName = 'ChevronDownIcon';

export const ChevronUpIcon = forwardRef<SVGSVGElement, IconProps>(function ChevronUpIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M4 10l4-4 4 4" />
    </IconBase>
  );
});
ChevronUpIcon.displayName = 'ChevronUpIcon';

export const ChevronRightIcon = forwardRef<SVGSVGElement, IconProps>(function ChevronRightIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M6 4l4 4-4 4" />
    </IconBase>
  );
});
ChevronRightIcon.displayName = 'ChevronRightIcon';

export const ChevronLeftIcon = forwardRef<SVGSVGElement, IconProps>(function ChevronLeftIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M10 4l-4 4 4 4" />
    </IconBase>
  );
});
ChevronLeftIcon.displayName = 'ChevronLeftIcon';

export const ArrowRightIcon = forwardRef<SVGSVGElement, IconProps>(function ArrowRightIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M2.5 8h11M9.5 4l4 4-4 4" />
    </IconBase>
  );
});
ArrowRightIcon.displayName = 'ArrowRightIcon';

export const SearchIcon = forwardRef<SVGSVGElement, IconProps>(function SearchIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5L14 14" />
    </IconBase>
  );
});
SearchIcon.displayName = 'SearchIcon';

export const EyeIcon = forwardRef<SVGSVGElement, IconProps>(function EyeIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M1.5 8s2.5-4.75 6.5-4.75S14.5 8 14.5 8s-2.5 4.75-6.5 4.75S1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </IconBase>
  );
});
EyeIcon.displayName = 'EyeIcon';

export const EyeClosedIcon = forwardRef<SVGSVGElement, IconProps>(function EyeClosedIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M1.5 8s2.5-4.75 6.5-4.75S14.5 8 14.5 8s-2.5 4.75-6.5 4.75S1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
      <path d="M2 2l12 12" />
    </IconBase>
  );
});
EyeClosedIcon.displayName = 'EyeClosedIcon';

export const InfoIcon = forwardRef<SVGSVGElement, IconProps>(function InfoIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 7.25v4M8 4.75v.01" />
    </IconBase>
  );
});
InfoIcon.displayName = 'InfoIcon';

export const AlertIcon = forwardRef<SVGSVGElement, IconProps>(function AlertIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M7.13 2.25a1 1 0 011.74 0l5.9 10.25a1 1 0 01-.87 1.5H2.1a1 1 0 01-.87-1.5z" />
      <path d="M8 6v3.25M8 11.5v.01" />
    </IconBase>
  );
});
AlertIcon.displayName = 'AlertIcon';

export const CheckCircleIcon = forwardRef<SVGSVGElement, IconProps>(function CheckCircleIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M5.25 8.25l1.75 1.75 3.75-4" />
    </IconBase>
  );
});
CheckCircleIcon.displayName = 'CheckCircleIcon';

export const XCircleIcon = forwardRef<SVGSVGElement, IconProps>(function XCircleIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M6 6l4 4M10 6l-4 4" />
    </IconBase>
  );
});
XCircleIcon.displayName = 'XCircleIcon';

export const UploadIcon = forwardRef<SVGSVGElement, IconProps>(function UploadIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M8 10.5V2.5M5 5.5l3-3 3 3M2.5 10v2.5a1 1 0 001 1h9a1 1 0 001-1V10" />
    </IconBase>
  );
});
UploadIcon.displayName = 'UploadIcon';

export const FileIcon = forwardRef<SVGSVGElement, IconProps>(function FileIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M3.75 1.75h5.5l3 3v9.5h-8.5z" />
      <path d="M9 1.75V5h3.25" />
    </IconBase>
  );
});
FileIcon.displayName = 'FileIcon';

export const KebabHorizontalIcon = forwardRef<SVGSVGElement, IconProps>(
  function KebabHorizontalIcon(props, ref) {
    return (
      <IconBase ref={ref} {...props}>
        <circle cx="3" cy="8" r="0.75" fill="currentColor" />
        <circle cx="8" cy="8" r="0.75" fill="currentColor" />
        <circle cx="13" cy="8" r="0.75" fill="currentColor" />
      </IconBase>
    );
  },
);
KebabHorizontalIcon.displayName = 'KebabHorizontalIcon';

export const PencilIcon = forwardRef<SVGSVGElement, IconProps>(function PencilIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M11 2.25l2.75 2.75-8.5 8.5H2.5v-2.75zM9.25 4l2.75 2.75" />
    </IconBase>
  );
});
PencilIcon.displayName = 'PencilIcon';

export const TrashIcon = forwardRef<SVGSVGElement, IconProps>(function TrashIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M2.5 4h11M6.25 4V2.5h3.5V4M4 4l.75 9.5h6.5L12 4M6.75 6.75v4M9.25 6.75v4" />
    </IconBase>
  );
});
TrashIcon.displayName = 'TrashIcon';

export const CopyIcon = forwardRef<SVGSVGElement, IconProps>(function CopyIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <rect x="5.25" y="5.25" width="8.5" height="8.5" rx="1" />
      <path d="M10.75 5.25V3.25a1 1 0 00-1-1h-6.5a1 1 0 00-1 1v6.5a1 1 0 001 1h2" />
    </IconBase>
  );
});
CopyIcon.displayName = 'CopyIcon';

export const LinkExternalIcon = forwardRef<SVGSVGElement, IconProps>(function LinkExternalIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />
    </IconBase>
  );
});
LinkExternalIcon.displayName = 'LinkExternalIcon';

export const GearIcon = forwardRef<SVGSVGElement, IconProps>(function GearIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="8" cy="8" r="2.25" />
      <path d="M8 1.5v1.75M8 12.75v1.75M1.5 8h1.75M12.75 8h1.75M3.4 3.4l1.24 1.24M11.36 11.36l1.24 1.24M3.4 12.6l1.24-1.24M11.36 4.64l1.24-1.24" />
    </IconBase>
  );
});
GearIcon.displayName = 'GearIcon';

export const PersonIcon = forwardRef<SVGSVGElement, IconProps>(function PersonIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="8" cy="5" r="2.75" />
      <path d="M2.5 14c.5-2.75 2.75-4.5 5.5-4.5s5 1.75 5.5 4.5" />
    </IconBase>
  );
});
PersonIcon.displayName = 'PersonIcon';

export const ClockIcon = forwardRef<SVGSVGElement, IconProps>(function ClockIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" />
    </IconBase>
  );
});
ClockIcon.displayName = 'ClockIcon';
