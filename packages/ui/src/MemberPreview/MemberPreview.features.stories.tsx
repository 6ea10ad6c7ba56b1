import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemberPreview } from './MemberPreview';
import { exampleSections } from './MemberPreview.fixtures';

const meta = {
  title: 'Components/MemberPreview/Features',
  component: MemberPreview,
  args: { title: 'What members see', sections: exampleSections },
} satisfies Meta<typeof MemberPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list per place, and what members get there; an empty place says so. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'What members see' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: 'Home cards' })).toBeVisible());
    await expect(canvas.getAllByRole('list')[0]).toHaveTextContent('ProjectsPanels');
    await waitFor(() => expect(canvas.getByText('Hidden: no settings access.')).toBeVisible());
  },
};

/** A group without any access: every place empty. */
export const NothingAtAll: Story = {
  args: { sections: exampleSections.map((section) => ({ ...section, items: [] })) },
};

/** Many entries with long names wrap. */
export const LongText: Story = {
  args: {
    description: 'Affects 12,345 users in the regional subsidiaries',
    sections: [
      {
        id: 'menu',
        title: 'Menu entries of the account area',
        items: Array.from(
          { length: 12 },
          (_, n) => `Entry ${n + 1} with a long name for the panel operators`,
        ),
        emptyText: '',
      },
    ],
  },
};
