import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    defaultValue: 'email',
    activationMode: 'automatic',
    onValueChange: fn(),
    children: (
      <>
        <Tabs.List aria-label="Template type">
          <Tabs.Tab value="email">Email</Tabs.Tab>
          <Tabs.Tab value="pages">Pages</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">Email templates</Tabs.Panel>
        <Tabs.Panel value="pages">Page templates</Tabs.Panel>
      </>
    ),
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The templates list's two tabs, driven by args. */
export const Playground: Story = {};

/** Arrow keys move between tabs and select them; the panel follows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('pages');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Page templates');
    // Focus wraps around from the last tab to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveFocus();
    // Two tabs fit: the tab bar has nothing to scroll, so no scrollbar either way (the active tab's underline too).
    const list = canvas.getByRole('tablist');
    await expect({ width: list.scrollWidth, height: list.scrollHeight }).toEqual({
      width: list.clientWidth,
      height: list.clientHeight,
    });
  },
};
