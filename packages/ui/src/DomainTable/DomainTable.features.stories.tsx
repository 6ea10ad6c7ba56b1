import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { DomainTable } from './DomainTable';
import { exampleDomainLabels, exampleDomains } from './DomainTable.fixtures';

const meta = {
  title: 'Components/DomainTable/Features',
  component: DomainTable,
  args: { rows: exampleDomains, labels: exampleDomainLabels, onEdit: fn(), onShowRecords: fn() },
} satisfies Meta<typeof DomainTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row's buttons say which domain they act on; Enter opens them. */
export const RowActions: Story = {
  args: { selectedId: 'd2' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edit news.acme.example' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('d2');
    await expect(canvas.getByRole('button', { name: 'DNS records news.acme.example' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'DNS records mail.acme.example' }));
    await expect(args.onShowRecords).toHaveBeenCalledWith('d1');
  },
};

/** With `onDelete`, each row offers Delete, named with its domain; the caller confirms. */
export const Delete: Story = {
  args: { onDelete: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete legacy.acme.example' }));
    await expect(args.onDelete).toHaveBeenCalledWith('d3');
  },
};

/** No domains yet: the product's empty text. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No domains have been configured yet.')).toBeVisible();
  },
};

/** While the caller fetches. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** The caller's error in place of the rows. */
export const WithError: Story = {
  args: {
    rows: [],
    error: <ErrorState compact title="Could not load the domains" message="Internal error" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Internal error');
  },
};

/** Many domains, one with a 253-character name. */
export const Many: Story = {
  args: {
    rows: Array.from({ length: 30 }, (_, n) => ({
      id: `d${n}`,
      domain:
        n === 4
          ? `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.example`
          : `mail${n}.acme.example`,
      active: n % 3 !== 0,
      verification: (['verified', 'partial', 'unverified'] as const)[n % 3] ?? 'unverified',
    })),
  },
};
