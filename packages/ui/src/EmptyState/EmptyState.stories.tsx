import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { PlusIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No domains have been configured yet.',
    text: 'Add a sending domain so mailers can send email from your company’s address.',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    visual: { control: false },
    action: { control: false },
    secondaryAction: { control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the texts, border and compact spacing, with a primary action. */
export const Playground: Story = {
  args: {
    border: true,
    action: (
      <Button variant="primary" leadingVisual={<PlusIcon />}>
        Add domain
      </Button>
    ),
  },
};

/** A title and a line of guidance. */
export const Default: Story = {};
