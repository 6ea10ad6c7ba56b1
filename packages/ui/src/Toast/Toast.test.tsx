import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { type ToastOptions, ToastProvider, useToast } from './Toast';

/** Shows the message of a render error instead of failing the whole test run. */
class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ?? this.props.children;
  }
}

/** Calls the hook without a provider. */
function Orphan() {
  useToast();
  return null;
}

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Show
    </button>
  );
}

describe('<ToastProvider />', () => {
  it('renders a labelled notifications region', async () => {
    const screen = await renderWithTheme(
      <ToastProvider>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    await expect.element(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  describe('useToast().toast', () => {
    it('shows the title and description as a status', async () => {
      const screen = await renderWithTheme(
        <ToastProvider>
          <Trigger title="Saved" description="All good" variant="success" />
        </ToastProvider>,
      );
      await screen.getByRole('button', { name: 'Show' }).click();
      await expect.element(screen.getByRole('listitem')).toHaveTextContent('SavedAll good');
      // Radix announces each toast through a live status element outside the list.
      await expect
        .poll(() => document.querySelector('[role="status"][aria-live="polite"]')?.textContent)
        .toContain('Saved');
    });

    it('closes with the dismiss button', async () => {
      const screen = await renderWithTheme(
        <ToastProvider>
          <Trigger title="Saved" />
        </ToastProvider>,
      );
      await screen.getByRole('button', { name: 'Show' }).click();
      await screen.getByRole('button', { name: uiCopy.toast.dismiss }).click();
      await expect.element(screen.getByRole('listitem')).not.toBeInTheDocument();
    });

    it('closes by itself after its duration', async () => {
      const screen = await renderWithTheme(
        <ToastProvider>
          <Trigger title="Saved" duration={1500} />
        </ToastProvider>,
      );
      await screen.getByRole('button', { name: 'Show' }).click();
      // Long enough to be seen before it goes on a loaded machine (at 100 ms it could close before the first look).
      await expect.element(screen.getByRole('listitem')).toBeInTheDocument();
      await expect.element(screen.getByRole('listitem'), { timeout: 6000 }).not.toBeInTheDocument();
    });

    it('can be reached from the keyboard with F8', async () => {
      const screen = await renderWithTheme(
        <ToastProvider>
          <Trigger title="Saved" />
        </ToastProvider>,
      );
      await screen.getByRole('button', { name: 'Show' }).click();
      await userEvent.keyboard('{F8}');
      await expect
        .element(screen.getByRole('region', { name: /Notifications/ }).getByRole('list'))
        .toHaveFocus();
    });
  });

  describe('action', () => {
    it('shows its button, calls it once when chosen and closes the toast', async () => {
      const onSelect = vi.fn();
      const screen = await renderWithTheme(
        <ToastProvider>
          <Trigger title="Saved" action={{ label: 'Undo', altText: 'Undo from the page', onSelect }} />
        </ToastProvider>,
      );
      await screen.getByRole('button', { name: 'Show' }).click();
      await screen.getByRole('button', { name: 'Undo' }).click();
      expect(onSelect).toHaveBeenCalledTimes(1);
      await expect.element(screen.getByRole('listitem')).not.toBeInTheDocument();
    });
  });

  describe('useToast', () => {
    it('throws outside a provider', async () => {
      const screen = await renderWithTheme(
        <Boundary>
          <Orphan />
        </Boundary>,
      );
      await expect.element(screen.getByText(/must be used inside <ToastProvider>/)).toBeInTheDocument();
    });
  });

  it('has no axe violations', async () => {
    const screen = await renderWithTheme(
      <ToastProvider>
        <Trigger title="Saved" description="All good" variant="danger" />
      </ToastProvider>,
    );
    await screen.getByRole('button', { name: 'Show' }).click();
    await expect.element(screen.getByRole('listitem')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
