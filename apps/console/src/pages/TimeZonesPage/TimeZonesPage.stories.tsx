import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { TimeZonesPage } from './TimeZonesPage';

const t = settingsCopy.timeZones;

/** /tzn: the runtime's IANA zones with their offsets, on the fake API. */
const meta = {
  title: 'Pages/Time Zones',
  component: TimeZonesPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/tzn', session: 'admin' } },
} satisfies Meta<typeof TimeZonesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list is long (every zone of the runtime) and virtualised: search first to bring a zone into view. */
const ready = async (canvasElement: HTMLElement, city = 'Berlin') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('searchbox', { name: t.search }, { timeout: 10_000 }), city);
  return canvas;
};

/** Berlin (default) and London enabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('radio', { name: t.defaultZone('Europe/Berlin') })).toBeChecked();
    await expect(canvas.getByText(t.summary(2, 'Europe/Berlin'))).toBeVisible();
  },
};

/** Search a city, enable it, make it the default and save: the summary follows. */
export const EnableAndSetDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'tokyo');
    await userEvent.click(await canvas.findByRole('radio', { name: t.defaultZone('Asia/Tokyo') }));
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await within(document.body).findByText('Time zones saved')).toBeVisible();
    await expect(canvas.getByText(t.summary(3, 'Asia/Tokyo'))).toBeVisible();
  },
};

/** While the zones load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The zones call fails. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
