import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MailerTable } from './MailerTable';
import { exampleMailerLabels, exampleMailers } from './MailerTable.fixtures';

const meta = {
  title: 'Components/MailerTable',
  component: MailerTable,
  args: { rows: exampleMailers, labels: exampleMailerLabels, onEdit: fn(), onTest: fn() },
} satisfies Meta<typeof MailerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the rows. */
export const Playground: Story = {};

/** Two mailers on two domains. */
export const Default: Story = {};
