import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Reports', description: 'Every report of your workspace, newest first.' },
  argTypes: { spacing: { control: 'inline-radio', options: ['normal', 'loose'] } },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, description and spacing. */
export const Playground: Story = {};

/** A page's title and the sentence under it; the title is the page's only level-one heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  },
};
