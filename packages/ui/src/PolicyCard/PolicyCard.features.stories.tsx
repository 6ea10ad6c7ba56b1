import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { StatusBadge } from '../StatusBadge';
import { PolicyCard } from './PolicyCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space300};
  margin: 0;
  padding: 0;
`;

const meta = {
  title: 'Components/PolicyCard/Features',
  component: PolicyCard,
  args: {
    title: 'Data Processing Agreement',
    paragraph: 'How we process personal data on your behalf.',
    date: '1 Jan 2025',
    dateLabel: 'Last Update',
    href: '#/legal/dpa',
    viewLabel: 'view',
  },
} satisfies Meta<typeof PolicyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button is named with the policy's title for screen readers and is reached with Tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'view Data Processing Agreement' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#/legal/dpa');
  },
};

/** A status under the title, e.g. whether the agreement is accepted. */
export const WithStatus: Story = {
  args: { status: <StatusBadge tone="attention">Not accepted</StatusBadge> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not accepted')).toBeVisible();
  },
};

/** Many policies in a grid; a long summary keeps the buttons aligned. */
export const Many: Story = {
  render: (args) => (
    <Grid>
      {Array.from({ length: 7 }, (_, n) => `policy-${n + 1}`).map((key, n) => (
        <PolicyCard
          key={key}
          {...args}
          as="li"
          title={`Policy ${n + 1}`}
          paragraph={
            n === 2
              ? 'Backups are removed after 30 days and snapshots kept 3 weeks; a full restore takes at most 2 hours, and consent evidence is produced within 48 hours of a request.'
              : args.paragraph
          }
          href={`#/legal/${n}`}
        />
      ))}
    </Grid>
  ),
};
