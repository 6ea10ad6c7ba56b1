import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { SectionHeader } from './SectionHeader';

const meta = {
  title: 'Components/SectionHeader',
  component: SectionHeader,
  args: {
    title: 'Sessions',
    description: 'The browsers signed in to your account. End any session you do not recognise.',
    titleId: 'sessions-heading',
  },
} satisfies Meta<typeof SectionHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title and description. */
export const Playground: Story = {};

/** A section's title (an `<h2>`) and what it is for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Sessions' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('id', 'sessions-heading');
  },
};

/** An action for the whole section sits at the end of the row, and is reached after the text. */
export const WithAction: Story = {
  args: {
    actions: (
      <Button variant="danger" onClick={fn()}>
        End all other sessions
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'End all other sessions' })).toHaveFocus();
  },
};

/** At phone width a long title wraps and the action goes under the text. */
export const AtPhoneWidth: Story = {
  args: {
    title: 'Sessions of everyone in your company, across every browser and device',
    actions: <Button variant="danger">Sign out everyone</Button>,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign out everyone' });
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};
