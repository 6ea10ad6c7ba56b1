import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs/Features',
  component: Tabs,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab shows how many items its panel holds. */
export const WithCounters: Story = {
  args: {
    defaultValue: 'email',
    children: (
      <>
        <Tabs.List aria-label="Template type">
          <Tabs.Tab value="email" counter={12}>
            Email
          </Tabs.Tab>
          <Tabs.Tab value="pages" counter={3}>
            Pages
          </Tabs.Tab>
          <Tabs.Tab value="sms" counter={0}>
            SMS
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">Email templates</Tabs.Panel>
        <Tabs.Panel value="pages">Page templates</Tabs.Panel>
        <Tabs.Panel value="sms">SMS templates</Tabs.Panel>
      </>
    ),
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: {
    defaultValue: 'design',
    children: (
      <>
        <Tabs.List aria-label="Editor">
          <Tabs.Tab value="design">Design</Tabs.Tab>
          <Tabs.Tab value="html" disabled>
            HTML
          </Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="design">Design view</Tabs.Panel>
        <Tabs.Panel value="html">HTML view</Tabs.Panel>
        <Tabs.Panel value="settings">Settings view</Tabs.Panel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
  },
};

/** With manual activation, focus moves with the arrows and Enter selects. */
export const ManualActivation: Story = {
  args: {
    defaultValue: 'desktop',
    activationMode: 'manual',
    children: (
      <>
        <Tabs.List aria-label="Preview device">
          <Tabs.Tab value="desktop">Desktop</Tabs.Tab>
          <Tabs.Tab value="mobile">Mobile</Tabs.Tab>
          <Tabs.Tab value="tablet">Tablet</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="desktop">Desktop preview</Tabs.Panel>
        <Tabs.Panel value="mobile">Mobile preview</Tabs.Panel>
        <Tabs.Panel value="tablet">Tablet preview</Tabs.Panel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Many tabs in a narrow container scroll sideways. */
export const WithManyTabs: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    defaultValue: 'email',
    children: (
      <>
        <Tabs.List aria-label="Template type">
          <Tabs.Tab value="email">Email</Tabs.Tab>
          <Tabs.Tab value="pages">Pages</Tabs.Tab>
          <Tabs.Tab value="sms">SMS</Tabs.Tab>
          <Tabs.Tab value="button">Button</Tabs.Tab>
          <Tabs.Tab value="translations">Translations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">Email templates</Tabs.Panel>
        <Tabs.Panel value="pages">Page templates</Tabs.Panel>
        <Tabs.Panel value="sms">SMS templates</Tabs.Panel>
        <Tabs.Panel value="button">Button templates</Tabs.Panel>
        <Tabs.Panel value="translations">Translations</Tabs.Panel>
      </>
    ),
  },
};
