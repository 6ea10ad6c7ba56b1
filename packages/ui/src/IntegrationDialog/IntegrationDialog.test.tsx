import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { IntegrationDialog } from './IntegrationDialog';
import { exampleIntegrationLabels, exampleProviders } from './IntegrationDialog.fixtures';

const props = () => ({
  open: true,
  onOpenChange: vi.fn(),
  providers: exampleProviders,
  labels: exampleIntegrationLabels,
  onSubmit: vi.fn(),
});

describe('<IntegrationDialog />', () => {
  it('adds with the typed key', async () => {
    const p = props();
    const screen = await renderWithTheme(<IntegrationDialog {...p} />);
    await expect.element(screen.getByRole('dialog', { name: 'Add New Integration' })).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: /^Name/ }), 'Mail');
    await userEvent.fill(screen.getByLabelText(/^API key/), 'k-1');
    await screen.getByRole('button', { name: 'Save' }).click();
    expect(p.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Mail', apiKey: 'k-1', provider: 'SocketLabs' }),
    );
  });

  it('never shows a stored key: it is “set” with Replace', async () => {
    const screen = await renderWithTheme(
      <IntegrationDialog
        {...props()}
        initial={{ type: 'email', provider: 'ESE', name: 'Mail', sender: '', apiKeySet: true }}
      />,
    );
    await expect.element(screen.getByText('set')).toBeVisible();
    expect(screen.getByLabelText(/^API key/).query()).toBeNull();
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<IntegrationDialog {...props()} />);
    await expectNoAxeViolations();
  });
});
