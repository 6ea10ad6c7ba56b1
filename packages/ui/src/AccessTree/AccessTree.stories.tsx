import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccessTree } from './AccessTree';
import { exampleAccess } from './AccessTree.fixtures';

const meta = {
  title: 'Components/AccessTree',
  component: AccessTree,
  args: {
    'aria-label': 'Access of Project managers',
    nodes: exampleAccess(),
    onToggle: fn(),
    defaultExpanded: ['projects'],
  },
  argTypes: { nodes: { control: 'object' } },
} satisfies Meta<typeof AccessTree>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows and which are open. */
export const Playground: Story = {};

/** Projects open: on, with one of its rights off, so it shows as mixed. */
export const Default: Story = {};
