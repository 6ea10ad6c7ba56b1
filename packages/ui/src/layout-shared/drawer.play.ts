import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';

/**
 * The phone drawer's behaviour, shared by both layouts' stories: it starts closed; the menu button opens it as a
 * modal dialog with focus inside, Tab stays inside, the page behind is inert; Escape closes it and focus returns to
 * the menu button; a click on the scrim closes it; following an entry closes it. Ends with the drawer open.
 */
export async function playPhoneDrawer(canvasElement: HTMLElement, navigationLabel: string, entry: string) {
  const canvas = within(canvasElement);
  const body = within(document.body);
  await expect(canvas.queryByRole('navigation', { name: navigationLabel })).not.toBeInTheDocument();
  await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  const menuButton = canvas.getByRole('button', { name: uiCopy.layout.openDrawer });
  await waitFor(() => expect(menuButton).toBeVisible());

  const open = async () => {
    await userEvent.click(menuButton);
    const drawer = await body.findByRole('dialog');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    return drawer;
  };
  const closed = () => waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

  menuButton.focus();
  await userEvent.keyboard('{Enter}');
  let drawer = await body.findByRole('dialog');
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  await expect(within(drawer).getByRole('navigation', { name: navigationLabel })).toBeVisible();
  const stops = drawer.querySelectorAll('a, button').length;
  for (let i = 0; i <= stops; i++) {
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
  }
  const main = canvas.getByRole('main', { hidden: true });
  await expect(main.closest('[inert]')).not.toBeNull();
  await expect(menuButton.closest('[inert]')).not.toBeNull();

  await userEvent.keyboard('{Escape}');
  await closed();
  await waitFor(() => expect(menuButton).toHaveFocus());
  await expect(main.closest('[inert]')).toBeNull();

  await open();
  const scrim = document.querySelector<HTMLElement>('[data-drawer-scrim]');
  await expect(scrim).not.toBeNull();
  if (scrim) await userEvent.click(scrim, { pointerEventsCheck: 0 });
  await closed();

  drawer = await open();
  const link = within(drawer).getByRole('link', { name: entry });
  // The example menus link to made-up addresses: stay on the story.
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  await closed();

  drawer = await open();
  await expect(within(drawer).getByRole('navigation', { name: navigationLabel })).toBeVisible();
}
