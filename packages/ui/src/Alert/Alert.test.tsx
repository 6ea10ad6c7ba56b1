import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { Alert } from './Alert';

describe('<Alert />', () => {
  describe('variant', () => {
    it.each([
      ['info', 'status'],
      ['success', 'status'],
      ['warning', 'alert'],
      ['danger', 'alert'],
    ] as const)('%s has role %s', async (variant, role) => {
      const screen = await renderWithTheme(<Alert variant={variant}>Message</Alert>);
      await expect.element(screen.getByRole(role)).toHaveTextContent('Message');
    });
  });

  describe('title', () => {
    it('is shown before the message', async () => {
      const screen = await renderWithTheme(<Alert title="Heads up">Message</Alert>);
      await expect.element(screen.getByRole('status')).toHaveTextContent('Heads upMessage');
    });
  });

  describe('onDismiss', () => {
    it('is called by the close button', async () => {
      const onDismiss = vi.fn();
      const screen = await renderWithTheme(<Alert onDismiss={onDismiss}>Message</Alert>);
      await screen.getByRole('button', { name: uiCopy.alert.dismiss }).click();
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('shows no button without it', async () => {
      const screen = await renderWithTheme(<Alert>Message</Alert>);
      await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('actions', () => {
    it('are rendered', async () => {
      const screen = await renderWithTheme(
        <Alert actions={<button type="button">Retry</button>}>Message</Alert>,
      );
      await expect.element(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <>
        <Alert variant="info">Info</Alert>
        <Alert variant="success">Success</Alert>
        <Alert variant="warning" title="Warning">
          Text
        </Alert>
        <Alert variant="danger" onDismiss={() => {}}>
          Danger
        </Alert>
      </>,
    );
    await expectNoAxeViolations();
  });
});
