import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, LinkButton } from '../Button';
import { uiCopy } from '../copy';
import { FileIcon, PlusIcon, SearchIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState/Features',
  component: EmptyState,
  args: { title: 'No mailers have been configured yet.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon, text, a primary action and a secondary link, inside a dashed border. */
export const WithActions: Story = {
  args: {
    visual: <FileIcon size="medium" />,
    text: 'Mailers send your templates through SocketLabs or ESE from an active domain.',
    border: true,
    action: (
      <Button variant="primary" leadingVisual={<PlusIcon />}>
        Add mailer
      </Button>
    ),
    secondaryAction: (
      <LinkButton variant="link" href="#help">
        Learn about mailers
      </LinkButton>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No mailers have been configured yet.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add mailer' })).toBeVisible();
  },
};

/** No search results, compact for use inside a table. */
export const NoResults: Story = {
  args: {
    title: uiCopy.common.noResults,
    text: 'Try another name or email, or clear the search.',
    visual: <SearchIcon size="medium" />,
    compact: true,
  },
};

/** A long title and text wrap and stay centred. */
export const WithLongLabel: Story = {
  args: {
    title: 'No translations exist for this event in any of the enabled languages of your company yet',
    text: 'Download the current translations for this event in .xlxs format. Then translate the .xlxs file, select it from your computer and upload it.',
  },
};
