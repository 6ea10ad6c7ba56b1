import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { MailerTable } from './MailerTable';
import { exampleMailerLabels, exampleMailers } from './MailerTable.fixtures';

const meta = {
  title: 'Components/MailerTable/Features',
  component: MailerTable,
  args: { rows: exampleMailers, labels: exampleMailerLabels, onEdit: fn(), onTest: fn() },
} satisfies Meta<typeof MailerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row's buttons say which mailer they act on. */
export const RowActions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send test notifications' }));
    await expect(args.onTest).toHaveBeenCalledWith('m2');
    const edit = canvas.getByRole('button', { name: 'Edit newsletter' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('m1');
  },
};

/** With `onDelete`, each row offers Delete, named with its mailer; the caller confirms. */
export const Delete: Story = {
  args: { onDelete: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete notifications' }));
    await expect(args.onDelete).toHaveBeenCalledWith('m2');
  },
};

/** No mailers yet: the product's empty text. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No mailers have been configured yet.')).toBeVisible();
  },
};

/** While the caller fetches. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** The caller's error in place of the rows. */
export const WithError: Story = {
  args: {
    rows: [],
    error: <ErrorState compact title="Could not load the mailers" message="Internal error" />,
  },
};

/** Many mailers, sortable by name and domain. */
export const Many: Story = {
  args: {
    rows: Array.from({ length: 40 }, (_, n) => ({
      id: `m${n}`,
      mailer: `mailer-${String(n).padStart(2, '0')}`,
      alias: `Acme Mailer ${n}`,
      type: n % 2 ? 'ESE' : 'SocketLabs',
      domain: `mail${n % 5}.acme.example`,
    })),
  },
};
