import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { ConflictNotice } from './ConflictNotice';

const labels = {
  title: 'Changed by someone else',
  reload: 'Reload',
  overwrite: 'Overwrite',
  changes: 'They changed:',
};

describe('<ConflictNotice />', () => {
  it('is an alert with the title and the message', async () => {
    const screen = await renderWithTheme(
      <ConflictNotice labels={labels} onReload={() => {}} onOverwrite={() => {}}>
        Not saved.
      </ConflictNotice>,
    );
    await expect.element(screen.getByRole('alert')).toBeVisible();
    const text = screen.getByRole('alert').element().textContent;
    expect(text).toContain('Changed by someone else');
    expect(text).toContain('Not saved.');
  });

  it('lists each changed field with what it holds now', async () => {
    const screen = await renderWithTheme(
      <ConflictNotice
        labels={labels}
        changes={[{ field: 'Role', value: 'Programme lead' }]}
        onReload={() => {}}
        onOverwrite={() => {}}
      >
        Not saved.
      </ConflictNotice>,
    );
    await expect.element(screen.getByText('They changed:')).toBeVisible();
    await expect.element(screen.getByRole('term')).toHaveTextContent('Role');
    await expect.element(screen.getByRole('definition')).toHaveTextContent('Programme lead');
  });

  it('lists nothing without changes', async () => {
    const screen = await renderWithTheme(
      <ConflictNotice labels={labels} onReload={() => {}} onOverwrite={() => {}}>
        Not saved.
      </ConflictNotice>,
    );
    await expect.element(screen.getByText('Not saved.')).toBeVisible();
    await expect.element(screen.getByText('They changed:')).not.toBeInTheDocument();
  });

  it('calls onReload and onOverwrite from their buttons', async () => {
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    const screen = await renderWithTheme(
      <ConflictNotice labels={labels} onReload={onReload} onOverwrite={onOverwrite}>
        Not saved.
      </ConflictNotice>,
    );
    await screen.getByRole('button', { name: 'Reload' }).click();
    await screen.getByRole('button', { name: 'Overwrite' }).click();
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onOverwrite).toHaveBeenCalledTimes(1);
  });

  it('keeps both buttons from being pressed again while overwriting', async () => {
    const onReload = vi.fn();
    const screen = await renderWithTheme(
      <ConflictNotice labels={labels} onReload={onReload} onOverwrite={() => {}} overwriting>
        Not saved.
      </ConflictNotice>,
    );
    await expect.element(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
    await expect
      .element(screen.getByRole('button', { name: /Overwrite/ }))
      .toHaveAttribute('aria-busy', 'true');
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <ConflictNotice
        labels={labels}
        changes={[{ field: 'Role', value: 'Programme lead' }]}
        onReload={() => {}}
        onOverwrite={() => {}}
      >
        Not saved.
      </ConflictNotice>,
    );
    await expectNoAxeViolations();
  });
});
