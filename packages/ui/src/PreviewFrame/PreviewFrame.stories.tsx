import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewFrame } from './PreviewFrame';
import { exampleEmailSrc } from './PreviewFrame.fixtures';

const meta = {
  title: 'Components/PreviewFrame',
  component: PreviewFrame,
  args: {
    src: exampleEmailSrc,
    title: 'Preview of Welcome email',
    device: 'desktop',
    caption: 'Desktop · 1024 px',
  },
} satisfies Meta<typeof PreviewFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame driven by args. */
export const Playground: Story = {};

/** An email at desktop width, in a frame that may run nothing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Preview of Welcome email');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.getBoundingClientRect().width).toBe(1024);
  },
};
