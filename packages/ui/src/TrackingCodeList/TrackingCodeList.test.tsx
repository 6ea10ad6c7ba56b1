import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TrackingCodeList } from './TrackingCodeList';
import { exampleCodes, exampleLabels } from './TrackingCodeList.fixtures';

describe('<TrackingCodeList />', () => {
  it('names each code with its location and calls back with it', async () => {
    const onEdit = vi.fn();
    const screen = await renderWithTheme(
      <TrackingCodeList
        codes={exampleCodes}
        labels={exampleLabels}
        onAdd={vi.fn()}
        onEdit={onEdit}
        onDelete={vi.fn()}
      />,
    );
    await expect.element(screen.getByText('Head')).toBeVisible();
    await expect.element(screen.getByText('Body')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Conversion pixel' }));
    expect(onEdit).toHaveBeenCalledWith(exampleCodes[1]);
  });

  describe('disabled', () => {
    it('disables every button', async () => {
      const screen = await renderWithTheme(
        <TrackingCodeList
          codes={exampleCodes}
          labels={exampleLabels}
          onAdd={vi.fn()}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
          disabled
        />,
      );
      await expect.element(screen.getByRole('button', { name: 'Add Tracking Code' })).toBeDisabled();
      await expect.element(screen.getByRole('button', { name: 'Delete Analytics' })).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <TrackingCodeList
        codes={exampleCodes}
        labels={exampleLabels}
        onAdd={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await expectNoAxeViolations();
  });
});
