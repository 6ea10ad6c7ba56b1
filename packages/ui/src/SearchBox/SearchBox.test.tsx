import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { SearchBox } from './SearchBox';

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('start');
  return (
    <SearchBox
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('<SearchBox />', () => {
  describe('label', () => {
    it('is a searchbox named by the default label', async () => {
      const screen = await renderWithTheme(<SearchBox />);
      await expect
        .element(screen.getByRole('searchbox', { name: uiCopy.searchBox.label }))
        .toBeInTheDocument();
    });

    it('uses a custom label', async () => {
      const screen = await renderWithTheme(<SearchBox label="Search users" showLabel />);
      await expect.element(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
      await expect.element(screen.getByText('Search users')).toBeVisible();
    });
  });

  describe('onValueChange', () => {
    it('reports typed text', async () => {
      const onValueChange = vi.fn();
      const screen = await renderWithTheme(<SearchBox onValueChange={onValueChange} />);
      await userEvent.type(screen.getByRole('searchbox'), 'ad');
      expect(onValueChange.mock.calls).toEqual([['a'], ['ad']]);
    });
  });

  describe('clear button', () => {
    it('is hidden while empty', async () => {
      const screen = await renderWithTheme(<SearchBox />);
      await expect
        .element(screen.getByRole('button', { name: uiCopy.searchBox.clear }))
        .not.toBeInTheDocument();
    });

    it('clears a controlled value and focuses the box', async () => {
      const onValueChange = vi.fn();
      const screen = await renderWithTheme(<Controlled onValueChange={onValueChange} />);
      await screen.getByRole('button', { name: uiCopy.searchBox.clear }).click();
      await expect.element(screen.getByRole('searchbox')).toHaveValue('');
      await expect.element(screen.getByRole('searchbox')).toHaveFocus();
      expect(onValueChange).toHaveBeenCalledWith('');
    });
  });

  describe('Escape', () => {
    it('clears the text', async () => {
      const screen = await renderWithTheme(<SearchBox defaultValue="abc" />);
      await screen.getByRole('searchbox').click();
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByRole('searchbox')).toHaveValue('');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<SearchBox defaultValue="abc" />);
    await expectNoAxeViolations();
  });
});
