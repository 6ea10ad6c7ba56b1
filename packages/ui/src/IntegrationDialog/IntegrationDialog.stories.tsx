import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IntegrationDialog } from './IntegrationDialog';
import { exampleIntegrationLabels, exampleProviders } from './IntegrationDialog.fixtures';

const meta = {
  title: 'Components/IntegrationDialog',
  component: IntegrationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    providers: exampleProviders,
    labels: exampleIntegrationLabels,
    onSubmit: fn(),
  },
} satisfies Meta<typeof IntegrationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try adding and editing. */
export const Playground: Story = {};

/** Adding an email integration. */
export const Default: Story = {};
