import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { LinkProvider } from '../layout-shared/links';
import { TextLink } from './TextLink';

describe('<TextLink />', () => {
  it('renders an underlined link to href', async () => {
    const screen = await renderWithTheme(<TextLink href="/example/guide">Read the guide</TextLink>);
    const link = screen.getByRole('link', { name: 'Read the guide' });
    await expect.element(link).toHaveAttribute('href', '/example/guide');
    expect(getComputedStyle(link.element()).textDecorationLine).toBe('underline');
  });

  describe('href', () => {
    it('goes through the LinkProvider component', async () => {
      const screen = await renderWithTheme(
        <LinkProvider component={({ href, ...rest }) => <a href={`#router${href}`} {...rest} />}>
          <TextLink href="/example/guide">Read the guide</TextLink>
        </LinkProvider>,
      );
      await expect.element(screen.getByRole('link')).toHaveAttribute('href', '#router/example/guide');
    });
  });

  describe('onClick and ref', () => {
    it('are passed to the anchor', async () => {
      const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      let anchor: HTMLAnchorElement | null = null;
      const screen = await renderWithTheme(
        <TextLink
          href="/example/guide"
          onClick={onClick}
          ref={(element) => {
            anchor = element;
          }}
        >
          Read the guide
        </TextLink>,
      );
      await userEvent.click(screen.getByRole('link'));
      expect(onClick).toHaveBeenCalledOnce();
      expect(anchor).toBe(screen.getByRole('link').element());
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <p>
        Unsure where to start? <TextLink href="/example/guide">Read the guide</TextLink>
      </p>,
    );
    await expectNoAxeViolations();
  });
});
