import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { CopyIcon, KebabHorizontalIcon, PencilIcon, TrashIcon, XIcon } from '../Icon';
import { IconButton } from './IconButton';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
  padding: ${({ theme }) => theme.space.space600} ${({ theme }) => theme.space.space200};
`;

const meta = {
  title: 'Components/IconButton/Features',
  component: IconButton,
  args: { icon: <PencilIcon />, 'aria-label': 'Edit', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four variants. */
export const Variants: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} variant="primary" icon={<CopyIcon />} aria-label="Copy" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} variant="danger" icon={<TrashIcon />} aria-label={uiCopy.common.delete} />
      <IconButton
        {...args}
        variant="invisible"
        icon={<KebabHorizontalIcon />}
        aria-label={uiCopy.common.actions}
      />
    </Row>
  ),
};

/** The three square sizes. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="small" />
      <IconButton {...args} size="medium" />
      <IconButton {...args} size="large" />
    </Row>
  ),
};

/** Focusing the button with Tab shows its label as a tooltip. */
export const WithTooltip: Story = {
  decorators: [
    (Story) => (
      <Row>
        <Story />
      </Row>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Edit');
  },
};

/** Enter and Space activate the focused button. */
export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A disabled icon button. */
export const Disabled: Story = { args: { disabled: true } };

/** Loading replaces the icon with a spinner and sets aria-busy. */
export const Loading: Story = { args: { loading: true } };

/** Without a tooltip, e.g. a dialog's close button whose purpose is obvious. */
export const WithoutTooltip: Story = {
  args: { icon: <XIcon />, 'aria-label': uiCopy.common.close, variant: 'invisible', disableTooltip: true },
};
