import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DnsRecordTable } from './DnsRecordTable';
import { exampleDnsLabels, exampleDnsRows } from './DnsRecordTable.fixtures';

const meta = {
  title: 'Components/DnsRecordTable/Features',
  component: DnsRecordTable,
  args: { rows: exampleDnsRows, labels: exampleDnsLabels, 'aria-label': 'DNS records', onCopy: fn() },
} satisfies Meta<typeof DnsRecordTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A mismatch shows what was found; the copy button copies the value to publish (Enter works). */
export const MismatchAndCopy: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('bounce.old-provider.example')).toBeVisible();
    const copy = canvas.getByRole('button', { name: 'Copy the value of CNAME sl-bounce.mail.acme.example' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledWith('tlsbounce.socketlabs.com');
    await expect(copy).toHaveTextContent(/^Copied/);
  },
};

/** Before the first check every record is pending. */
export const Pending: Story = {
  args: { rows: exampleDnsRows.map((row) => ({ ...row, status: 'pending', found: null, checkedAt: null })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not checked')).toHaveLength(4);
    await expect(within(canvasElement).getAllByText('Last check: Never')).toHaveLength(4);
  },
};

/** A lookup that failed for a temporary reason. */
export const LookupFailed: Story = {
  args: { rows: exampleDnsRows.map((row) => ({ ...row, status: 'error', found: null })) },
};

/** While the caller fetches. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** No records (an empty table). */
export const Empty: Story = { args: { rows: [] } };

/** Both mailer types' records (many rows). */
export const Many: Story = {
  args: {
    rows: [
      ...exampleDnsRows,
      ...exampleDnsRows
        .slice(1, 3)
        .map((row) => ({ ...row, key: `${row.key}-ese`, purpose: `${row.purpose} ESE` })),
    ],
  },
};
