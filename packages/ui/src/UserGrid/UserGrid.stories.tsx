import type { Meta, StoryObj } from '@storybook/react-vite';
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
  title: 'Components/UserGrid',
  component: UserGrid<ExamplePerson>,
  args: {
    'aria-label': 'Users',
    items: examplePeople(12),
    getKey: (person: ExamplePerson) => person.id,
    renderItem: renderPerson,
  },
  argTypes: {
    items: { control: false },
    getKey: { control: false },
    renderItem: { control: false },
    error: { control: false },
    empty: { control: false },
  },
} satisfies Meta<UserGridProps<ExamplePerson>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the loading flags and the height. */
export const Playground: Story = {};

/** Twelve users in as many columns as the width allows. */
export const Default: Story = {};
