import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Sends the invitation email again',
    children: <Button>Reinvite User</Button>,
    side: 'top',
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the text, side and alignment; the tip is shown open. */
export const Playground: Story = { args: { defaultOpen: true, side: 'bottom' } };

/** A tip that appears when the button is hovered or focused. */
export const Default: Story = {};
