import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NameDescriptionModal } from './NameDescriptionModal';
import { groupLabels, validateGroup } from './NameDescriptionModal.fixtures';

const meta = {
  title: 'Components/NameDescriptionModal',
  component: NameDescriptionModal,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: groupLabels,
    descriptionRequired: true,
    validate: validateGroup,
    onSubmit: fn(async () => undefined),
  },
  argTypes: { labels: { control: 'object' }, record: { control: 'object' } },
} satisfies Meta<typeof NameDescriptionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try creating and editing. */
export const Playground: Story = {};

/** A new group: Save waits for a name and a long enough description. */
export const Default: Story = {};
