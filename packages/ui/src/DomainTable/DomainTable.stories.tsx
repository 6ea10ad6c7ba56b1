import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DomainTable } from './DomainTable';
import { exampleDomainLabels, exampleDomains } from './DomainTable.fixtures';

const meta = {
  title: 'Components/DomainTable',
  component: DomainTable,
  args: { rows: exampleDomains, labels: exampleDomainLabels, onEdit: fn(), onShowRecords: fn() },
} satisfies Meta<typeof DomainTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows and states. */
export const Playground: Story = {};

/** Verified, partially verified and inactive domains. */
export const Default: Story = {};
