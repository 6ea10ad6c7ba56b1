import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

/**
 * Navigation and table icons the kit's `Icon` set does not have (yet). Drawn on a 24-unit grid with a stroke that
 * matches `Icon`'s 1.5 on 16, in `currentColor`. Decorative: the control holding one carries the accessible name.
 */
export type NavIconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  /** Rendered size from the icon tokens: small is 16, medium is 20 (as the kit's `Icon`). */
  size?: 'small' | 'medium';
};

const Svg = styled.svg<{ $size: 'small' | 'medium' }>`
  width: ${({ theme, $size }) => ($size === 'small' ? theme.size.iconSmall : theme.size.iconMedium)};
  height: ${({ theme, $size }) => ($size === 'small' ? theme.size.iconSmall : theme.size.iconMedium)};
  flex: none;
`;

/** The shared outline drawing surface of every icon below. */
function NavIcon({ size = 'small', children, ...rest }: NavIconProps & { children: ReactNode }) {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      $size={size}
      {...rest}
    >
      {children}
    </Svg>
  );
}
NavIcon.displayName = 'NavIcon';

export function MenuIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </NavIcon>
  );
}
MenuIcon.displayName = 'MenuIcon';

export function ArrowUpIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </NavIcon>
  );
}
ArrowUpIcon.displayName = 'ArrowUpIcon';

export function ArrowDownIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M12 5v14M18 13l-6 6-6-6" />
    </NavIcon>
  );
}
ArrowDownIcon.displayName = 'ArrowDownIcon';

export function SortIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />
    </NavIcon>
  );
}
SortIcon.displayName = 'SortIcon';

export function HomeIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />
    </NavIcon>
  );
}
HomeIcon.displayName = 'HomeIcon';

export function UsersIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-4 3-6 7-6s7 2 7 6M16 4a4 4 0 010 8M18 15c2.5.6 4 2.6 4 6" />
    </NavIcon>
  );
}
UsersIcon.displayName = 'UsersIcon';

export function BuildingIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3" />
    </NavIcon>
  );
}
BuildingIcon.displayName = 'BuildingIcon';

export function ShieldIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    </NavIcon>
  );
}
ShieldIcon.displayName = 'ShieldIcon';

export function GlobeIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
    </NavIcon>
  );
}
GlobeIcon.displayName = 'GlobeIcon';

export function ContactsIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="5" y="3" width="15" height="18" rx="2" />
      <circle cx="12.5" cy="10" r="2.5" />
      <path d="M9 17c.5-2 2-3 3.5-3s3 1 3.5 3M3 8h2M3 12h2M3 16h2" />
    </NavIcon>
  );
}
ContactsIcon.displayName = 'ContactsIcon';

export function ChartIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />
    </NavIcon>
  );
}
ChartIcon.displayName = 'ChartIcon';

export function GridIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <rect x="14" y="14" width="6" height="6" rx="1" />
    </NavIcon>
  );
}
GridIcon.displayName = 'GridIcon';

export function KeyIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M16 7l3 3" />
    </NavIcon>
  );
}
KeyIcon.displayName = 'KeyIcon';

export function MailIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </NavIcon>
  );
}
MailIcon.displayName = 'MailIcon';

export function LogoutIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 17l5-5-5-5M15 12H3" />
    </NavIcon>
  );
}
LogoutIcon.displayName = 'LogoutIcon';
