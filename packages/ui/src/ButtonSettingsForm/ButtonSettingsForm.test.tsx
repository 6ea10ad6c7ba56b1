import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { ButtonSettingsForm } from './ButtonSettingsForm';
import { exampleLabels, exampleOptions, exampleValue } from './ButtonSettingsForm.fixtures';

describe('<ButtonSettingsForm />', () => {
  it('reports the whole settings on each change', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(
      <ButtonSettingsForm
        value={exampleValue}
        onChange={onChange}
        options={exampleOptions}
        labels={exampleLabels}
      />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Send Email' }));
    expect(onChange).toHaveBeenCalledWith({ ...exampleValue, sendEmail: false });
  });

  describe('linkedOption and routing', () => {
    it('become null when emptied', async () => {
      const onChange = vi.fn();
      const screen = await renderWithTheme(
        <ButtonSettingsForm
          value={exampleValue}
          onChange={onChange}
          options={exampleOptions}
          labels={exampleLabels}
        />,
      );
      await userEvent.clear(screen.getByRole('textbox', { name: 'Routing' }));
      expect(onChange).toHaveBeenLastCalledWith({ ...exampleValue, routing: null });
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <ButtonSettingsForm
        value={exampleValue}
        onChange={vi.fn()}
        options={exampleOptions}
        labels={exampleLabels}
      />,
    );
    await expectNoAxeViolations();
  });
});
