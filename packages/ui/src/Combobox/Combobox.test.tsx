import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Combobox } from './Combobox';
import { people } from './Combobox.fixtures';

describe('<Combobox />', () => {
  it('is a labelled combobox showing the choice, with no axe violations open or closed', async () => {
    const screen = await renderWithTheme(
      <Combobox label="Who" any="Anyone" value="user-2" options={people} onChange={() => {}} />,
    );
    const box = screen.getByRole('combobox', { name: 'Who' });
    await expect.element(box).toHaveValue('Grace Lovelace 2');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();
    await userEvent.click(box);
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('option', { name: 'Grace Lovelace 2' }))
      .toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations();
  });

  it('chooses "any" from the keyboard: Down to the first, Enter', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(
      <Combobox label="Who" any="Anyone" value="user-2" options={people} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Who' }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows the choice at once while the app has not handed the value back yet, never the old one', async () => {
    const screen = await renderWithTheme(
      <Combobox label="Who" any="Anyone" value="" options={people} onChange={() => {}} />,
    );
    const box = screen.getByRole('combobox', { name: 'Who' });
    await userEvent.click(box);
    await userEvent.keyboard('Grace Lovelace 2{Enter}');
    // The app (a router) has not re-rendered with the new value: the box shows what was chosen, not "Anyone".
    await expect.element(box).toHaveValue('Grace Lovelace 2');
    // Leaving forgets it: the box then shows the value the app holds.
    await userEvent.tab();
    await expect.element(box).toHaveValue('Anyone');
  });
});
