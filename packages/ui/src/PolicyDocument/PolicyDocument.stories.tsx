import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyDocument } from './PolicyDocument';
import { exampleHistory, exampleLabels, exampleText } from './PolicyDocument.fixtures';

const meta = {
  title: 'Components/PolicyDocument',
  component: PolicyDocument,
  args: {
    title: 'Data Breach Notification Procedure',
    meta: 'Version 2 · in force since 1 Mar 2025',
    text: exampleText,
    history: exampleHistory,
    labels: exampleLabels,
  },
} satisfies Meta<typeof PolicyDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, text and history. */
export const Playground: Story = {};

/** A policy in force with a scheduled next version and its history. */
export const Default: Story = {};
