import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { UserCard } from '../UserCard';
import { cardWords } from '../UserCard/UserCard.fixtures';
import { columnsFor, UserGrid } from './UserGrid';
import { type ExamplePerson, examplePeople } from './UserGrid.fixtures';

const render = (person: ExamplePerson) => (
  <UserCard
    {...cardWords}
    name={person.name}
    email={person.email}
    group={person.group}
    status={person.status}
  />
);

describe('<UserGrid />', () => {
  describe('columnsFor', () => {
    it('fits as many columns of at least the minimum width as the row allows, and at least one', () => {
      expect(columnsFor(0, 260, 16)).toBe(1);
      expect(columnsFor(259, 260, 16)).toBe(1);
      expect(columnsFor(536, 260, 16)).toBe(2);
      expect(columnsFor(1200, 260, 16)).toBe(4);
    });
  });

  describe('items', () => {
    it('renders only the rows in view of a long list, each card placed in the whole', async () => {
      const screen = await renderWithTheme(
        <UserGrid
          aria-label="Users"
          items={examplePeople(5000)}
          getKey={(p) => p.id}
          renderItem={render}
          total={9000}
        />,
      );
      const items = screen.getByRole('listitem').elements();
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThan(200);
      expect(items[0]?.getAttribute('aria-setsize')).toBe('9000');
    });
  });

  describe('hasMore and onLoadMore', () => {
    it('asks for more when the last loaded row is in view, not when there is no more', async () => {
      const onLoadMore = vi.fn();
      const screen = await renderWithTheme(
        <UserGrid
          aria-label="Users"
          items={examplePeople(4)}
          getKey={(p) => p.id}
          renderItem={render}
          hasMore
          onLoadMore={onLoadMore}
        />,
      );
      await expect.poll(() => onLoadMore.mock.calls.length).toBeGreaterThan(0);
      screen.unmount();
      const never = vi.fn();
      await renderWithTheme(
        <UserGrid
          aria-label="Users"
          items={examplePeople(4)}
          getKey={(p) => p.id}
          renderItem={render}
          onLoadMore={never}
        />,
      );
      expect(never).not.toHaveBeenCalled();
    });

    it('does not ask again while a page is loading', async () => {
      const onLoadMore = vi.fn();
      await renderWithTheme(
        <UserGrid
          aria-label="Users"
          items={examplePeople(4)}
          getKey={(p) => p.id}
          renderItem={render}
          hasMore
          loadingMore
          onLoadMore={onLoadMore}
        />,
      );
      expect(onLoadMore).not.toHaveBeenCalled();
    });
  });

  describe('loading, error, empty', () => {
    it('shows what the caller says instead of cards', async () => {
      const screen = await renderWithTheme(
        <UserGrid
          aria-label="Users"
          items={[]}
          getKey={(p: ExamplePerson) => p.id}
          renderItem={render}
          empty={<p>Nobody yet</p>}
        />,
      );
      await expect.element(screen.getByText('Nobody yet')).toBeVisible();
      expect(screen.getByRole('list').query()).toBeNull();
    });

    it('marks the region busy while loading', async () => {
      const screen = await renderWithTheme(
        <UserGrid
          aria-label="Users"
          items={[]}
          getKey={(p: ExamplePerson) => p.id}
          renderItem={render}
          loading
        />,
      );
      await expect
        .element(screen.getByRole('region', { name: 'Users' }))
        .toHaveAttribute('aria-busy', 'true');
      await expect.element(screen.getByRole('status')).toHaveTextContent('Loading…');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <UserGrid aria-label="Users" items={examplePeople(8)} getKey={(p) => p.id} renderItem={render} />,
    );
    await expectNoAxeViolations();
  });
});
