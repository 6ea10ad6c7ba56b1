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
 * An icon component from its drawing, one module per icon (icons/): made by a call marked pure (not a function plus
 * a `displayName` assignment, which a bundler must keep) in a module of its own, so an app's bundle holds only the
 * icons it renders, each in the chunk of the screens that render it.
 */
export function iconComponent(name: string, drawing: ReactNode, grid: 16 | 24 = 16): IconComponent {
  const Icon = (props: IconProps) => (
    <IconBase grid={grid} {...props}>
      {drawing}
    </IconBase>
  );
  Icon.displayName = name;
  return Icon;
}
