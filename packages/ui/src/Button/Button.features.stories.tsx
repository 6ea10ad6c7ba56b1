import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { ArrowRightIcon, ChevronDownIcon, PlusIcon, TrashIcon } from '../Icon';
import { Button, LinkButton } from './Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
`;
const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.cardMinWidth};
`;

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All five variants side by side. */
export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary">
        Create
      </Button>
      <Button {...args} variant="secondary">
        {uiCopy.common.cancel}
      </Button>
      <Button {...args} variant="danger">
        {uiCopy.common.delete}
      </Button>
      <Button {...args} variant="invisible">
        {uiCopy.common.close}
      </Button>
      <Button {...args} variant="link">
        view
      </Button>
    </Row>
  ),
};

/** The primary button, for the one main action of a view; Enter and Space activate it from the keyboard. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The danger button, for destructive actions such as Delete; it fills red on hover. */
export const Danger: Story = { args: { variant: 'danger', children: uiCopy.common.delete } };

/** The three control heights. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="small" />
      <Button {...args} size="medium" />
      <Button {...args} size="large" />
    </Row>
  ),
};

/** Disabled buttons cannot be focused or clicked. */
export const Disabled: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary" disabled />
      <Button {...args} variant="secondary" disabled />
      <Button {...args} variant="danger" disabled />
      <Button {...args} variant="invisible" disabled />
    </Row>
  ),
};

/** Loading keeps the button's width, shows a spinner, sets aria-busy and ignores clicks. */
export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Leading and trailing icons. */
export const WithVisuals: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary" leadingVisual={<PlusIcon />}>
        New
      </Button>
      <Button {...args} trailingVisual={<ChevronDownIcon />}>
        {uiCopy.common.actions}
      </Button>
      <Button {...args} variant="danger" leadingVisual={<TrashIcon />}>
        {uiCopy.common.delete}
      </Button>
    </Row>
  ),
};

/** A block button fills its container. */
export const Block: Story = {
  args: { block: true, variant: 'primary' },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

/** A long label is truncated with an ellipsis when the button is narrower than its text. */
export const WithLongLabel: Story = {
  args: {
    block: true,
    children: 'Download the current translations for this event and upload them again',
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

/** `LinkButton`: a link styled as a button, for navigation. */
export const AsLink: Story = {
  render: () => (
    <LinkButton href="#projects" variant="primary" trailingVisual={<ArrowRightIcon />}>
      {uiCopy.common.go}
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: uiCopy.common.go })).toHaveAttribute(
      'href',
      '#projects',
    );
  },
};
