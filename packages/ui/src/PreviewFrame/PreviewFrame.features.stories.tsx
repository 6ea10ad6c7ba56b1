import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { ErrorState } from '../ErrorState';
import { expectInside } from '../internal/overflow.play';
import { PreviewFrame } from './PreviewFrame';
import { exampleEmailSrc } from './PreviewFrame.fixtures';

const meta = {
  title: 'Components/PreviewFrame/Features',
  component: PreviewFrame,
  args: { src: exampleEmailSrc, title: 'Preview of Welcome email' },
} satisfies Meta<typeof PreviewFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const InDialog = styled.div`
  width: ${({ theme }) => theme.size.modalXLarge};
`;

/**
 * Desktop (1024 px) in a place narrower than that, as in the largest dialog: the whole width shows, scaled down to
 * fit, never cropped.
 */
export const DesktopInDialog: Story = {
  args: { device: 'desktop', caption: 'Desktop · 1024 px' },
  decorators: [
    (Story) => (
      <InDialog>
        <Story />
      </InDialog>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Preview of Welcome email');
    const area = frame.closest('[data-device]');
    await expect(area).not.toBeNull();
    // The scale follows the place's measured width (a resize observer), a frame after the first paint.
    if (area) await waitFor(() => expectInside(frame, area));
    await expect(frame.getBoundingClientRect().width).toBeGreaterThan(800);
  },
};

/** Tablet: 768 px wide. */
export const Tablet: Story = {
  args: { device: 'tablet', caption: 'Tablet · 768 px' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTitle('Preview of Welcome email').getBoundingClientRect().width,
    ).toBe(768);
  },
};

/** Mobile: 375 px wide; the email's own media queries apply. */
export const Mobile: Story = {
  args: { device: 'mobile', caption: 'Mobile · 375 px' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTitle('Preview of Welcome email').getBoundingClientRect().width,
    ).toBe(375);
  },
};

/** While the caller prepares the content: a spinner named after the frame. */
export const Loading: Story = {
  args: { loading: true },
  parameters: { visual: { disable: true, reason: 'the spinner is animated' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Preview of Welcome email')).toBeInTheDocument();
    await expect(within(canvasElement).queryByTitle('Preview of Welcome email')).toBeNull();
  },
};

/** The preview could not be prepared: the caller's error instead of the frame. */
export const WithError: Story = {
  args: { error: <ErrorState compact message="This preview has expired. Open the preview again" /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This preview has expired. Open the preview again'),
    ).toBeVisible();
  },
};

/** Content that must run scripts (a public page's tracking codes) gets exactly those rights, never same-origin. */
export const ScriptsAllowed: Story = {
  args: { sandbox: 'allow-scripts allow-forms allow-popups' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Preview of Welcome email');
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  },
};
