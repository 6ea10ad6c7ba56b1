import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { UserCard } from '../UserCard';
import { cardWords } from '../UserCard/UserCard.fixtures';
import { UserGrid, type UserGridProps } from './UserGrid';
import { type ExamplePerson, examplePeople } from './UserGrid.fixtures';

const renderPerson = (person: ExamplePerson) => (
  <UserCard
    {...cardWords}
    name={person.name}
    email={person.email}
    group={person.group}
    status={person.status}
    inactive={person.status.label === 'Deleted'}
  />
);

const meta = {
  title: 'Components/UserGrid/Features',
  component: UserGrid<ExamplePerson>,
  args: {
    'aria-label': 'Users',
    items: examplePeople(12),
    getKey: (person: ExamplePerson) => person.id,
    renderItem: renderPerson,
  },
} satisfies Meta<UserGridProps<ExamplePerson>>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = 60;
const TOTAL = 10_000;

/** Pages of 60 out of 10,000, loaded as the last row comes into view (as the console's paged read does). */
function PagedGrid({ onLoadMore }: { onLoadMore: () => void }) {
  const [count, setCount] = useState(PAGE);
  return (
    <UserGrid
      aria-label="Users"
      items={examplePeople(count)}
      getKey={(person) => person.id}
      renderItem={renderPerson}
      total={TOTAL}
      hasMore={count < TOTAL}
      onLoadMore={() => {
        onLoadMore();
        setCount((n) => Math.min(TOTAL, n + PAGE));
      }}
    />
  );
}

/**
 * 10,000 users: only the rows in view are in the DOM; scrolling to the end asks for the next page, and every card
 * says where it stands in the whole list.
 */
export const Many: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <PagedGrid onLoadMore={args.onLoadMore ?? (() => undefined)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Users' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(PAGE);
    await expect(items[0]).toHaveAttribute('aria-setsize', String(TOTAL));
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    const region = canvas.getByRole('region', { name: 'Users' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
  parameters: { visual: { disable: true, reason: 'scrolled by its play function; Default shows the cards' } },
};

/** The first page is loading: placeholder cards, and the region is busy. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
  parameters: { visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
};

/** A further page is loading: the cards stay, with a spinner at the end. */
export const LoadingMore: Story = { args: { loadingMore: true, hasMore: true } };

/** The read failed: the caller's error with its retry. */
export const ErrorLoading: Story = {
  args: {
    items: [],
    error: <ErrorState compact message="An error occured while fetching" onRetry={fn()} />,
  },
};

/** Nothing matches: the caller's empty state. */
export const Empty: Story = {
  args: {
    items: [],
    empty: <EmptyState compact title="No users match" action={<Button>Clear search</Button>} />,
  },
};

/** Long names and addresses keep every card of a row the same height. */
export const LongNames: Story = {
  args: {
    items: examplePeople(4).map((person, n) => ({
      ...person,
      name: `${person.name} Schmidt-Leutheusser von Hohenberg und Waldstein ${n}`,
      email: `very.long.address.for.${person.email.replace('@', '.at.')}@subsidiary.example.com`,
    })),
  },
};

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.columnXLarge};
`;

/** A narrow container: one card per row. */
export const OneColumn: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    const [first, second] = items;
    if (!first || !second) throw new Error('expected cards');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom - 1,
    );
  },
};
