import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConflictNotice } from './ConflictNotice';

const meta = {
  title: 'Components/ConflictNotice',
  component: ConflictNotice,
  args: {
    labels: {
      title: 'Changed by someone else',
      reload: 'Reload',
      overwrite: 'Overwrite',
      changes: 'They changed:',
    },
    children: 'Someone else saved this record after you opened it. Your changes were not saved.',
    onReload: fn(),
    onOverwrite: fn(),
  },
} satisfies Meta<typeof ConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the message, the changed fields and the busy overwrite. */
export const Playground: Story = {
  args: { changes: [{ field: 'Role', value: 'Programme lead' }], overwriting: false },
};

/** The save was refused: Reload or Overwrite. */
export const Default: Story = {};
