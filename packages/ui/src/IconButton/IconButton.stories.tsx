import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PencilIcon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: <PencilIcon />, 'aria-label': 'Edit', variant: 'secondary', size: 'medium', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'invisible'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    icon: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the variant, size and label. */
export const Playground: Story = { args: { variant: 'invisible' } };

/** A medium secondary icon button named “Edit”. */
export const Default: Story = {};
