import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchIcon } from './Icon';

/** Outline icons on a 16-unit grid, drawn in `currentColor`; decorative unless given an `aria-label`. */
const meta = {
  title: 'Components/Icon',
  component: SearchIcon,
  args: { size: 'small' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
} satisfies Meta<typeof SearchIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the size and an accessible name. */
export const Playground: Story = { args: { size: 'medium', 'aria-label': 'Search' } };

/** A decorative icon at the default small size. */
export const Default: Story = {};
