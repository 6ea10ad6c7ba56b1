import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ErrorState } from '../ErrorState';
import { PolicyDocument } from './PolicyDocument';
import { exampleHistory, exampleLabels, exampleText } from './PolicyDocument.fixtures';

const meta = {
  title: 'Components/PolicyDocument/Features',
  component: PolicyDocument,
  args: {
    title: 'Data Processing Agreement',
    meta: 'Version 1 · in force since 1 Jan 2025',
    text: exampleText,
    labels: exampleLabels,
  },
} satisfies Meta<typeof PolicyDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blank lines make paragraphs; the history lists every version with its state. */
export const WithHistory: Story = {
  args: { history: exampleHistory },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('article p').length).toBeGreaterThanOrEqual(3);
    const table = canvas.getByRole('table', { name: 'Version history' });
    await expect(within(table).getByText('Scheduled')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** Notices and controls: a scheduled version and an accept button. */
export const WithNoticesAndActions: Story = {
  args: {
    notices: <Alert variant="info">Version 2 comes into force on 1 Jul 2025.</Alert>,
    actions: <Button variant="primary">Accept version 1</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept version 1' })).toBeVisible();
  },
};

/** While the caller fetches, the text is skeleton lines. */
export const Loading: Story = {
  args: { loading: true, history: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article[aria-busy="true"]')).not.toBeNull();
  },
};

/** The caller's error replaces the text. */
export const WithError: Story = {
  args: { error: <ErrorState title="Could not load the policy" message="Legal document not found" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Legal document not found');
  },
};

/** Only the platform's first version: a history of one row (the empty history). */
export const FirstVersionOnly: Story = {
  args: { history: exampleHistory.slice(2) },
};

/** A long text with many versions. */
export const Many: Story = {
  args: {
    text: Array.from(
      { length: 12 },
      (_, n) => `Paragraph ${n + 1}. ${exampleText.split('\n\n')[n % 3]}`,
    ).join('\n\n'),
    history: Array.from({ length: 12 }, (_, n) => ({
      version: 12 - n,
      effectiveDate: `1 Jan ${2036 - n}`,
      publishedBy: 'Anna Schmidt',
      state:
        n === 0
          ? { label: 'In force', tone: 'success' as const }
          : { label: 'Superseded', tone: 'neutral' as const },
    })),
  },
};
