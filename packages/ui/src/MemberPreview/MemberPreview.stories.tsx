import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberPreview } from './MemberPreview';
import { exampleSections } from './MemberPreview.fixtures';

const meta = {
  title: 'Components/MemberPreview',
  component: MemberPreview,
  args: { title: 'What members see', description: 'Affects 12 users', sections: exampleSections },
  argTypes: { sections: { control: 'object' } },
} satisfies Meta<typeof MemberPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the sections. */
export const Playground: Story = {};

/** Home cards and menus of a group with some modules. */
export const Default: Story = {};
