import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DnsRecordTable } from './DnsRecordTable';
import { exampleDnsLabels, exampleDnsRows } from './DnsRecordTable.fixtures';

const meta = {
  title: 'Components/DnsRecordTable',
  component: DnsRecordTable,
  args: { rows: exampleDnsRows, labels: exampleDnsLabels, 'aria-label': 'DNS records', onCopy: fn() },
} satisfies Meta<typeof DnsRecordTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows. */
export const Playground: Story = {};

/** A partly verified domain: one record points elsewhere, DMARC is missing (a recommendation). */
export const Default: Story = {};
