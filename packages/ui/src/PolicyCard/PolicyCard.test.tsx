import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PolicyCard } from './PolicyCard';

const card = (
  <PolicyCard
    title="Information Security Policy"
    paragraph="How we protect the platform."
    date="1 Jan 2025"
    dateLabel="Last Update"
    href="/legalsecurity/information-security-policy"
    viewLabel="view"
  />
);

describe('<PolicyCard />', () => {
  it('shows the title, the summary and the last update', async () => {
    const screen = await renderWithTheme(card);
    await expect.element(screen.getByRole('heading', { name: 'Information Security Policy' })).toBeVisible();
    await expect.element(screen.getByText('How we protect the platform.')).toBeVisible();
    await expect.element(screen.getByText('Last Update: 1 Jan 2025')).toBeVisible();
  });

  it('links to the policy page with a name that says which policy', async () => {
    const screen = await renderWithTheme(card);
    await expect
      .element(screen.getByRole('link', { name: 'view Information Security Policy' }))
      .toHaveAttribute('href', '/legalsecurity/information-security-policy');
  });

  it('has no axe violations', async () => {
    await renderWithTheme(card);
    await expectNoAxeViolations();
  });
});
