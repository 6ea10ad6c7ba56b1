import { createApiClient } from '@qone/api-client';
import { ACTIVITY_EXPORT_RATE } from '@qone/domain/activity-export';
import { activityMessages } from '@qone/domain/messages';
import { ToastProvider, uiCopy, useToast } from '@qone/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { ConsoleProviders } from '../../app/providers';
import { ActionToasts } from '../../app/useAction';
import { settingsCopy } from '../../copy';
import { ActivityExportDialog } from './ActivityExportDialog';

const t = settingsCopy.activityExport;

function Toasts({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  return <ActionToasts toast={toast}>{children}</ActionToasts>;
}

/** The dialog alone, with what the signed-in shell gives it: the API client on the fake, SWR and the toasts. */
const withShell: Decorator = (Story) => {
  const [client] = useState(() => createApiClient({}));
  return (
    <ConsoleProviders client={client}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ToastProvider>
          <Toasts>
            <Story />
          </Toasts>
        </ToastProvider>
      </SWRConfig>
    </ConsoleProviders>
  );
};

/**
 * 'Export activity' (issue 25 point 8), opened: the timeline passes its current filters (here: the roles area); not
 * wired into a page yet. Against the fake API, which answers the same file as the server.
 */
const meta = {
  title: 'Features/ActivityExportDialog',
  component: ActivityExportDialog,
  decorators: [withShell],
  args: { filters: { area: 'roles' }, open: true, onOpenChange: () => {} },
  parameters: { layout: 'fullscreen', console: { path: '/home', session: 'admin' } },
} satisfies Meta<typeof ActivityExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: t.title }, { timeout: 10_000 }));

/** CSV by default: the delimiter and the rows are asked for. */
export const Default: Story = {
  play: async () => {
    const found = await dialog();
    await expect(found.getByRole('radio', { name: t.csv })).toBeChecked();
    await expect(found.getByRole('radio', { name: t.comma })).toBeChecked();
    await expect(found.getByRole('radio', { name: t.perEvent })).toBeChecked();
  },
};

/** JSON Lines has one event per line: no delimiter, no choice of rows. */
export const JsonLines: Story = {
  play: async () => {
    const found = await dialog();
    await userEvent.click(found.getByRole('radio', { name: t.jsonl }));
    await expect(found.queryByRole('radiogroup', { name: t.delimiter })).toBeNull();
    await expect(found.queryByRole('radiogroup', { name: t.rows })).toBeNull();
  },
};

/** The export requests a story saw (their query strings). */
const asked: string[] = [];

/** Download asks for the file with the filters and the choices, saves it and says so. */
export const Download: Story = {
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(
      http.get('*/api/activity/export', ({ request }) => {
        asked.push(new URL(request.url).search);
        return undefined;
      }),
    );
  },
  play: async () => {
    const found = await dialog();
    await userEvent.click(found.getByRole('radio', { name: t.semicolon }));
    await userEvent.click(found.getByRole('radio', { name: t.perField }));
    await userEvent.click(found.getByRole('button', { name: t.download }));
    await expect(await within(document.body).findByText(t.downloaded)).toBeVisible();
    await expect(asked).toEqual(['?area=roles&format=csv&delimiter=%3B&rows=field']);
  },
};

/** While the file is made, Download is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/activity/export', () => delay('infinite')));
  },
  play: async () => {
    const found = await dialog();
    await userEvent.click(found.getByRole('button', { name: t.download }));
    await waitFor(() =>
      expect(found.getByRole('button', { name: t.download })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A failure stays in the dialog, in the server's words. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/activity/export', () =>
        HttpResponse.json({ error: 'Internal error' }, { status: 500 }),
      ),
    );
  },
  play: async () => {
    const found = await dialog();
    await userEvent.click(found.getByRole('button', { name: t.download }));
    await expect(await found.findByText('Internal error')).toBeVisible();
  },
};

/**
 * The company's exports of the last 15 minutes are counted (`ACTIVITY_EXPORT_RATE`): once they are used up, the
 * fake answers 429 as the server does, and the dialog says why in the server's words.
 */
export const TooManyExports: Story = {
  play: async () => {
    const found = await dialog();
    const download = found.getByRole('button', { name: t.download });
    for (let n = 0; n < ACTIVITY_EXPORT_RATE.max; n += 1) {
      await userEvent.click(download);
      await waitFor(() => expect(download).not.toHaveAttribute('aria-busy', 'true'));
      await expect(found.queryByRole('alert')).toBeNull();
    }
    // The ten toasts closed (they would leave one by one, by time, and move under the screenshot).
    const inDialog = await within(document.body).findByRole('dialog', { name: t.title });
    for (const close of within(document.body).getAllByRole('button', { name: uiCopy.common.close }))
      if (!inDialog.contains(close)) await userEvent.click(close);
    await waitFor(() => expect(within(document.body).queryByText(t.downloaded)).toBeNull());
    await userEvent.click(download);
    const message = activityMessages.tooManyExports(
      ACTIVITY_EXPORT_RATE.max,
      ACTIVITY_EXPORT_RATE.windowMs / 60_000,
    );
    await expect(await found.findByText(message)).toBeVisible();
  },
};
