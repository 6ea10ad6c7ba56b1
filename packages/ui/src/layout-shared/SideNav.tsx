import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useId } from 'react';
import styled, { css } from 'styled-components';
import { Tooltip } from '../Tooltip';
import { Link, type LinkComponentProps } from './links';
import { type NavItem, type NavSection, navKey } from './nav';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  min-height: 100%;
  padding: ${({ theme }) => theme.space.space200} ${({ theme }) => theme.space.space150};
  background: ${({ theme }) => theme.color.sidebarBg};
  color: ${({ theme }) => theme.color.sidebarFg};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.sidebarFgActive};
  }
`;

const Section = styled.div``;

const Heading = styled.div<{ $collapsed: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.space50};
  padding: 0 ${({ theme }) => theme.space.space150};
  color: ${({ theme }) => theme.color.sidebarFg};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $collapsed, theme }) =>
    $collapsed &&
    css`
      padding: 0;
      font-size: ${theme.fontSize.fontSize50};
      text-align: center;
    `}
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(Link)<{ $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  min-height: ${({ theme }) => theme.size.controlMedium};
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space150};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  color: ${({ theme }) => theme.color.sidebarFg};
  text-decoration: none;
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
    `}
  &:hover {
    background: ${({ theme }) => theme.color.sidebarItemHoverBg};
    color: ${({ theme }) => theme.color.sidebarFgActive};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.sidebarItemActiveBg};
    color: ${({ theme }) => theme.color.sidebarFgActive};
    font-weight: ${({ theme }) => theme.font.weightSemibold};
  }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space.space100};
    bottom: ${({ theme }) => theme.space.space100};
    left: 0;
    width: ${({ theme }) => theme.space.space50};
    border-radius: ${({ theme }) => theme.radius.radiusPill};
    background: ${({ theme }) => theme.color.sidebarFgActive};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.sidebarFgActive};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRingWidth});
  }
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** An entry shown but not offered (`disabled`): no link, not focusable, its note under the label. */
const DisabledEntry = styled.span<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  min-height: ${({ theme }) => theme.size.controlMedium};
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space150};
  color: ${({ theme }) => theme.color.sidebarFgDisabled};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  cursor: not-allowed;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
    `}
  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
  }
`;

type TipTargetProps = LinkComponentProps & { $collapsed: boolean };

/** The tooltip repeats the link's own name: drop its `aria-describedby` so screen readers say it once. */
function TipTarget({ 'aria-describedby': _fromTooltip, ...rest }: TipTargetProps) {
  return <ItemLink {...rest} />;
}
TipTarget.displayName = 'SideNav.TipTarget';

export interface SideNavProps {
  /** The sections to show, in order (already without hidden entries). */
  sections: readonly NavSection[];
  /** Icons only, short headings, names in tooltips. */
  collapsed?: boolean;
  /** Names the navigation landmark. */
  'aria-label': string;
  /** The landmark's id (for `aria-controls`). */
  id?: string;
  /** Called when a link is followed (a drawer closes on it). */
  onNavigate?: () => void;
  /** The `<nav>` element. */
  ref?: Ref<HTMLElement>;
}

function EntryLink({
  item,
  collapsed,
  onNavigate,
}: {
  /** The entry to link to. */
  item: NavItem;
  /** Icon only, name in a tooltip. */
  collapsed: boolean;
  /** Called when the link is followed. */
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  if (item.disabled || !item.href) {
    const text = item.note ? `${item.label} (${item.note})` : item.label;
    return (
      <DisabledEntry $collapsed={collapsed} aria-disabled="true" title={collapsed ? text : undefined}>
        {Icon ? <Icon size="medium" /> : null}
        {collapsed ? (
          <VisuallyHidden.Root>{text}</VisuallyHidden.Root>
        ) : (
          <span>
            {item.label}
            {item.note ? <small>{item.note}</small> : null}
          </span>
        )}
      </DisabledEntry>
    );
  }
  const label: ReactNode = collapsed ? (
    <VisuallyHidden.Root>{item.label}</VisuallyHidden.Root>
  ) : (
    <span>{item.label}</span>
  );
  const linkProps = {
    href: item.href,
    ...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    'aria-current': item.active ? ('page' as const) : undefined,
    onClick: onNavigate,
    $collapsed: collapsed,
    children: (
      <>
        {Icon ? <Icon size="medium" /> : null}
        {label}
      </>
    ),
  };
  if (!collapsed) return <ItemLink {...linkProps} />;
  return (
    <Tooltip content={item.label} side="right">
      <TipTarget {...linkProps} />
    </Tooltip>
  );
}
EntryLink.displayName = 'SideNav.Link';

/** The dark side navigation of both layouts: sections of links with headings, the current page marked. */
export function SideNav({
  sections,
  collapsed = false,
  'aria-label': ariaLabel,
  id,
  onNavigate,
  ref,
}: SideNavProps) {
  const baseId = useId();
  return (
    <Nav ref={ref} id={id} aria-label={ariaLabel}>
      {sections.map((section, sectionIndex) => {
        const key = navKey(section, sectionIndex);
        const headingId = `${baseId}-${sectionIndex}`;
        const heading = collapsed ? (section.shortLabel ?? section.label) : section.label;
        return (
          <Section key={key}>
            {heading ? (
              <Heading id={headingId} $collapsed={collapsed}>
                {heading}
              </Heading>
            ) : null}
            <List aria-labelledby={heading ? headingId : undefined}>
              {section.items.map((item, index) => (
                <li key={navKey(item, index)}>
                  <EntryLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </List>
          </Section>
        );
      })}
    </Nav>
  );
}
SideNav.displayName = 'SideNav';
