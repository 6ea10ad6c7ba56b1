import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';

const Root = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/**
 * Many tabs scroll sideways on a narrow screen. The rule under the tabs is drawn in the list's own bottom padding
 * (an inset shadow), where the active tab's underline lies over it: as a border, the underline hung one pixel out of
 * the box and `overflow-x: auto` turned that into a scrollbar in every tab bar.
 */
const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.space100};
  padding-bottom: ${({ theme }) => theme.size.borderWidth};
  box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.size.borderWidth}) 0 ${({ theme }) => theme.color.borderMuted};
  overflow-x: auto;
  overflow-y: hidden;
`;

const Trigger = styled(RadixTabs.Trigger)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-height: ${({ theme }) => theme.size.controlLarge};
  padding: 0 ${({ theme }) => theme.space.space100};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.radiusMedium} ${({ theme }) => theme.radius.radiusMedium} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: calc(-1 * ${({ theme }) => theme.size.borderWidth});
    left: 0;
    height: ${({ theme }) => theme.space.space25};
    border-radius: ${({ theme }) => theme.radius.radiusSmall};
    background: transparent;
  }
  &:hover:not(:disabled) { color: ${({ theme }) => theme.color.fgDefault}; }
  &:hover:not(:disabled)::after { background: ${({ theme }) => theme.color.borderDefault}; }
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.fgDefault};
    font-weight: ${({ theme }) => theme.font.weightSemibold};
  }
  &[data-state='active']::after { background: ${({ theme }) => theme.color.accentEmphasis}; }
  &:disabled { color: ${({ theme }) => theme.color.fgDisabled}; cursor: not-allowed; }
  &:focus-visible { outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRingWidth}); }
`;

const Counter = styled.span`
  min-width: ${({ theme }) => theme.space.space250};
  padding: 0 ${({ theme }) => theme.space.space75};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme }) => theme.color.neutralSubtle};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  line-height: ${({ theme }) => theme.space.space250};
  text-align: center;
`;

const Panel = styled(RadixTabs.Content)`
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
`;

export interface TabsProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Root>, 'orientation' | 'dir' | 'asChild'> {
  /** `Tabs.List` followed by one `Tabs.Panel` per tab. */
  children: ReactNode;
  /** The selected tab's value when controlled (e.g. restored from local storage). */
  value?: string;
  /** The tab selected first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** `automatic` selects a tab as focus reaches it; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  /** The wrapping element. */
  ref?: Ref<HTMLDivElement>;
}

export interface TabsListProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'asChild'> {
  /** The `Tabs.Tab` elements. */
  children: ReactNode;
  /** Names the tab list for screen readers, e.g. "Template type". */
  'aria-label'?: string;
  /** The tablist element. */
  ref?: Ref<HTMLDivElement>;
}

export interface TabsTabProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>, 'asChild'> {
  /** Identifies the tab and its panel. */
  value: string;
  /** The tab's label. */
  children: ReactNode;
  /** A count shown after the label, e.g. the number of templates. */
  counter?: number;
  /** Makes the tab unselectable. */
  disabled?: boolean;
  /** The tab button. */
  ref?: Ref<HTMLButtonElement>;
}

export interface TabsPanelProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Content>, 'asChild'> {
  /** The value of the tab that shows this panel. */
  value: string;
  /** The panel's content. */
  children: ReactNode;
  /** The tabpanel element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Switches between views of the same page (e.g. the Email and Pages templates). Arrow keys move between tabs,
 * Home/End jump to the ends; selection follows focus unless `activationMode="manual"`.
 */
function TabsRoot({ ref, ...rest }: TabsProps) {
  return <Root ref={ref} {...rest} />;
}
TabsRoot.displayName = 'Tabs';

/** The row of tabs. */
function TabsList({ ref, ...rest }: TabsListProps) {
  return <List ref={ref} loop {...rest} />;
}
TabsList.displayName = 'Tabs.List';

/** One tab. */
function TabsTab({ ref, children, counter, ...rest }: TabsTabProps) {
  return (
    <Trigger ref={ref} {...rest}>
      {children}
      {counter === undefined ? null : <Counter>{counter}</Counter>}
    </Trigger>
  );
}
TabsTab.displayName = 'Tabs.Tab';

/** The content shown while its tab is selected. */
function TabsPanel({ ref, ...rest }: TabsPanelProps) {
  return <Panel ref={ref} {...rest} />;
}
TabsPanel.displayName = 'Tabs.Panel';

export const Tabs = Object.assign(TabsRoot, { List: TabsList, Tab: TabsTab, Panel: TabsPanel });
