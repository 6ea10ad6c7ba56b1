import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { ErrorState } from '../ErrorState';
import { clippedElements, expectApart, expectInside } from '../internal/overflow.play';
import { StatusBadge } from '../StatusBadge';
import { SummaryCard } from './SummaryCard';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.cardMinWidth};
`;

const meta = {
  title: 'Components/SummaryCard/Features',
  component: SummaryCard,
  args: {
    title: 'Company Settings',
    figures: [
      { label: 'Organization', value: 'Acme Research GmbH' },
      { label: 'Plan', value: 'Enterprise' },
      { label: 'Invoice email', value: 'billing@acme.example' },
      { label: 'Last invoice', value: '2025-06-01' },
      { label: 'Next invoice', value: '2025-07-01' },
    ],
    actionHref: '#/company',
    actionLabel: 'Edit Company Settings',
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof SummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure as a term and its value, side by side and apart at the narrowest card; the button leads to the area. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(clippedElements(canvasElement, 'dt, dd'), 'figures wider than their column').toEqual([]);
    for (const term of canvasElement.querySelectorAll('dt')) {
      const value = term.nextElementSibling;
      if (value) await expectApart(term, value);
    }
    await expect(canvas.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
    await expect(canvas.getByText('Enterprise')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Company Settings' })).toHaveAttribute(
      'href',
      '#/company',
    );
  },
};

/** Unknown values (no invoice yet) show a dash, never an invented date. */
export const Empty: Story = {
  args: {
    figures: [
      { label: 'Last invoice', value: null },
      { label: 'Next invoice', value: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('—')).toHaveLength(2);
  },
};

/** While the caller fetches, the figures are skeletons and the card is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('Enterprise')).toBeNull();
  },
};

/** The caller's error replaces the figures. */
export const WithError: Story = {
  args: { error: <ErrorState compact title="Could not load" message="An error occured while fetching" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occured while fetching',
    );
  },
};

/** A status line under the title, e.g. the Privacy Center's agreement. */
export const WithStatus: Story = {
  args: {
    title: 'Privacy Center',
    status: <StatusBadge tone="attention">Data Processing Agreement not signed</StatusBadge>,
    figures: [],
    actionLabel: 'Visit',
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Data Processing Agreement not signed');
    const card = canvasElement.querySelector('section');
    await expect(card).not.toBeNull();
    if (card) await expectInside(badge, card);
  },
};

/** Many figures and long values wrap inside the card. */
export const Many: Story = {
  args: {
    figures: Array.from({ length: 8 }, (_, n) => ({
      label: `Figure ${n + 1}`,
      value: n === 3 ? 'invoices-and-receipts-department@acme-research-international.example' : n * 7,
    })),
  },
};
