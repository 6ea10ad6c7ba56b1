import { ToggleGroup } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { Tabs } from '../Tabs';

export interface EditorTab {
  /** Identifies the tab. */
  value: string;
  /** The tab's label. */
  label: string;
  /** The tab's content. */
  content: ReactNode;
  /** Makes the tab unselectable (say nearby why). */
  disabled?: boolean;
  /** Keeps the content mounted (hidden) while another tab shows, e.g. a heavy visual editor. */
  keepMounted?: boolean;
}

/** The preview widths an editor offers. */
export type EditorDevice = 'desktop' | 'tablet' | 'mobile';

export interface EditorDeviceSwitch {
  /** Names the group, e.g. "Device". */
  label: string;
  /** The chosen device. */
  value: EditorDevice;
  /** The devices in display order, with their labels. */
  options: readonly { value: EditorDevice; label: string }[];
  /** Called with the newly chosen device. */
  onChange: (device: EditorDevice) => void;
}

export interface EditorShellProps {
  /** The edited item's name: the page's one `<h1>`. */
  title: ReactNode;
  /** The item's status as a badge, e.g. Live or Draft. */
  status?: { label: string; tone: StatusTone };
  /** A line under the title, e.g. "Email template · last saved 10:42". */
  description?: ReactNode;
  /** The tabs and their content. */
  tabs: readonly EditorTab[];
  /** The selected tab's value. */
  value: string;
  /** Called with the newly selected tab's value. */
  onValueChange: (value: string) => void;
  /** Names the tab list, e.g. "Editor". */
  tabsLabel: string;
  /** The device switch, shown beside the tabs when given (e.g. only while a preview tab is open). */
  devices?: EditorDeviceSwitch;
  /** The editor's buttons, e.g. Save as Draft and Publish. */
  actions?: ReactNode;
  /** Shown between the header and the tabs, e.g. a warning. */
  notice?: ReactNode;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
`;

const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.fontSize500};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
`;

const TabRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space150};
  & > :first-child {
    flex: 1 1 auto;
  }
`;

const Devices = styled(ToggleGroup.Root)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.space25};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

const Device = styled(ToggleGroup.Item)`
  min-height: ${({ theme }) => theme.size.controlSmall};
  padding: 0 ${({ theme }) => theme.space.space150};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: transparent;
  color: ${({ theme }) => theme.color.fgMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  cursor: pointer;
  &[data-state='on'] {
    background: ${({ theme }) => theme.color.canvasDefault};
    color: ${({ theme }) => theme.color.fgDefault};
    box-shadow: ${({ theme }) => theme.shadow.shadowSmall};
  }
`;

/**
 * The frame of a content editor: the item's name and status, its buttons, tabs over one piece of content (e.g.
 * Design, HTML, Preview, Settings, History) and, where the caller offers it, a Desktop / Tablet / Mobile switch
 * (arrow keys move between devices). The caller renders each tab's content and keeps the item's state.
 */
export function EditorShell({
  title,
  status,
  description,
  tabs,
  value,
  onValueChange,
  tabsLabel,
  devices,
  actions,
  notice,
  ref,
}: EditorShellProps) {
  return (
    <Root ref={ref}>
      <Header>
        <TitleBlock>
          <TitleRow>
            <Title>{title}</Title>
            {status ? <StatusBadge tone={status.tone}>{status.label}</StatusBadge> : null}
          </TitleRow>
          {description ? <Description>{description}</Description> : null}
        </TitleBlock>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      {notice}
      <Tabs value={value} onValueChange={onValueChange}>
        <TabRow>
          <Tabs.List aria-label={tabsLabel}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.disabled}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {devices ? (
            <Devices
              type="single"
              aria-label={devices.label}
              value={devices.value}
              onValueChange={(next: string) => {
                // A single toggle group reports '' when the chosen item is pressed again: keep the choice.
                const device = devices.options.find((option) => option.value === next);
                if (device) devices.onChange(device.value);
              }}
            >
              {devices.options.map((option) => (
                <Device key={option.value} value={option.value} aria-label={option.label}>
                  {option.label}
                </Device>
              ))}
            </Devices>
          ) : null}
        </TabRow>
        {tabs.map((tab) => (
          <Tabs.Panel
            key={tab.value}
            value={tab.value}
            {...(tab.keepMounted ? { forceMount: true, hidden: value !== tab.value } : {})}
          >
            {tab.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Root>
  );
}
EditorShell.displayName = 'EditorShell';
