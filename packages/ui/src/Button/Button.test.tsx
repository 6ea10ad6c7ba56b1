import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { theme } from '../theme';
import { Button, LinkButton } from './Button';

describe('<Button />', () => {
  it('is a button named by its label that does not submit forms by default', async () => {
    const screen = await renderWithTheme(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('type', 'button');
  });

  describe('onClick', () => {
    it('is called on click, Enter and Space', async () => {
      const onClick = vi.fn();
      const screen = await renderWithTheme(<Button onClick={onClick}>Save</Button>);
      await screen.getByRole('button').click();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(3);
    });
  });

  describe('type', () => {
    it('submits the form when submit', async () => {
      const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      const screen = await renderWithTheme(
        <form onSubmit={onSubmit}>
          <Button type="submit">Send</Button>
        </form>,
      );
      await screen.getByRole('button').click();
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('size', () => {
    it.each([
      ['small', theme.size.controlSmall],
      ['medium', theme.size.controlMedium],
      ['large', theme.size.controlLarge],
    ] as const)('%s uses the control height token', async (size, height) => {
      const screen = await renderWithTheme(<Button size={size}>Save</Button>);
      expect(`${screen.getByRole('button').element().getBoundingClientRect().height}px`).toBe(height);
    });
  });

  describe('variant', () => {
    it('primary fills with the accent colour', async () => {
      const screen = await renderWithTheme(<Button variant="primary">Save</Button>);
      // The pointer may rest where an earlier test clicked, i.e. on this button: read the colour at rest.
      await userEvent.unhover(screen.getByRole('button'));
      const style = getComputedStyle(screen.getByRole('button').element());
      expect(style.backgroundColor).toBe('rgb(11, 92, 213)');
      expect(style.color).toBe('rgb(255, 255, 255)');
    });
  });

  describe('disabled', () => {
    it('is disabled and not clickable', async () => {
      const onClick = vi.fn();
      const screen = await renderWithTheme(
        <Button disabled onClick={onClick}>
          Save
        </Button>,
      );
      await expect.element(screen.getByRole('button')).toBeDisabled();
      await screen.getByRole('button').click({ force: true });
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('loading', () => {
    it('is busy, keeps its name and width, and ignores clicks', async () => {
      const onClick = vi.fn();
      const screen = await renderWithTheme(
        <>
          <Button data-testid="idle">Save changes</Button>
          <Button data-testid="busy" loading onClick={onClick}>
            Save changes
          </Button>
        </>,
      );
      const busy = screen.getByRole('button', { name: 'Save changes' }).nth(1);
      await expect.element(busy).toHaveAttribute('aria-busy', 'true');
      await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
      const idleWidth = screen.getByTestId('idle').element().getBoundingClientRect().width;
      expect(screen.getByTestId('busy').element().getBoundingClientRect().width).toBe(idleWidth);
      await busy.click({ force: true });
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('leadingVisual / trailingVisual', () => {
    it('renders both around the label', async () => {
      const screen = await renderWithTheme(
        <Button leadingVisual={<span data-testid="lead" />} trailingVisual={<span data-testid="trail" />}>
          Save
        </Button>,
      );
      await expect.element(screen.getByTestId('lead')).toBeInTheDocument();
      await expect.element(screen.getByTestId('trail')).toBeInTheDocument();
    });
  });

  describe('block', () => {
    it('fills the container', async () => {
      const screen = await renderWithTheme(
        <div style={{ width: 300 }}>
          <Button block>Save</Button>
        </div>,
      );
      expect(screen.getByRole('button').element().getBoundingClientRect().width).toBe(300);
    });
  });

  it('forwards the ref', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    await renderWithTheme(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <>
        <Button variant="primary">Create</Button>
        <Button>Cancel</Button>
        <Button variant="danger">Delete</Button>
        <Button variant="invisible">Close</Button>
        <Button variant="link">view</Button>
        <Button loading>Save</Button>
        <Button disabled>Save</Button>
        <LinkButton href="#x">Go</LinkButton>
      </>,
    );
    await expectNoAxeViolations();
  });
});

describe('<LinkButton />', () => {
  it('is a link with its href', async () => {
    const screen = await renderWithTheme(<LinkButton href="/home">Go</LinkButton>);
    await expect.element(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/home');
  });
});
