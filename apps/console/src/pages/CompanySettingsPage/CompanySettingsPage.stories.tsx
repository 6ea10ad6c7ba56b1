import { COMPANY_ID } from '@qone/api-client/mocks';
import { sessionMessages } from '@qone/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { securityCopy, settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { CompanySettingsPage } from './CompanySettingsPage';

const t = settingsCopy.company;
const path = `/company-settings/company-settings/${COMPANY_ID}`;

/** The company form with its logo, on the fake API. */
const meta = {
  title: 'Pages/Company Settings',
  component: CompanySettingsPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path, session: 'admin' } },
} satisfies Meta<typeof CompanySettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: new RegExp(`^${t.organizationName}`) }, { timeout: 10_000 });
  return canvas;
}

/** The saved settings in the form; Save waits for a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${t.organizationName}`) })).toHaveValue(
      'Acme Research GmbH',
    );
    await expect(canvas.getByRole('textbox', { name: t.vatNumber })).toHaveValue('DE123456789');
    await expect(canvas.getByRole('button', { name: t.save })).toBeDisabled();
  },
};

/** The current company at /company-settings/{company}. */
export const CurrentCompany: Story = {
  parameters: { console: { path: '/company-settings/acme', session: 'admin' } },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
  },
};

/** Editing and saving: the server's message confirms it. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const vat = canvas.getByRole('textbox', { name: t.vatNumber });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE999999999');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await within(document.body).findByText('Company settings saved')).toBeVisible();
  },
};

/** An invalid invoice email and an empty name are explained; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: new RegExp(`^${t.organizationName}`) }));
    const email = canvas.getByRole('textbox', { name: t.invoiceEmail });
    await userEvent.clear(email);
    await userEvent.type(email, 'billing@');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(canvas.getByText(t.nameRequired)).toBeVisible();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
  },
};

/** Delete marks the logo; the page says it goes on Save. */
export const DeleteLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.delete }));
    await expect(canvas.getByText(t.logoRemoved)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.save })).toBeEnabled();
  },
};

/** A file over 2 MB is refused in the form, before any upload. */
export const RefusedFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(2_100_000)], 'logo.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.logoTooLarge);
  },
};

/** While the settings load (1.5 s per answer). */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** The company call fails: the error with Try again. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(settingsCopy.loadError, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A 401 from the company call leads to /401. */
export const Unauthorized: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/companies/:id', () => HttpResponse.json({ error: 'Please sign in' }, { status: 401 })),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/Unauthorized/)).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/**
 * Sessions: Sign out everyone asks first, then ends every other session of the company (here the admin's two other
 * browsers) and says how many; the admin's own session stays.
 */
export const SignOutEveryone: Story = {
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
  play: async ({ canvasElement }) => {
    const s = securityCopy.companySessions;
    const canvas = await form(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('heading', { level: 2, name: s.heading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: s.signOutEveryone }));
    const confirm = within(await body.findByRole('alertdialog', { name: s.confirmTitle }));
    await waitFor(() => expect(confirm.getByText(s.confirm)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: s.signOutEveryone }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(body.getByText(sessionMessages.signedOutEveryone(2, 0))).toBeVisible());
  },
};

/** Chooses a retention in the select (its options open in a list). */
async function chooseRetention(canvas: ReturnType<typeof within>, choice: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(`^${t.retention}`) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: choice }));
}

const preview = (events: number) =>
  http.get('*/api/activity/retention-preview', ({ request }) =>
    HttpResponse.json({
      data: {
        days: Number(new URL(request.url).searchParams.get('days')),
        cutoff: '2026-08-29T00:00:00.000Z',
        events,
      },
    }),
  );

/** Two years by default; shortening it asks first how many events will go, and saves once confirmed. */
export const RetentionConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(preview(1234));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${t.retention}`) })).toHaveTextContent(
      '2 years',
    );
    await chooseRetention(canvas, '90 days');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: t.retentionConfirmTitle }),
    );
    // The question fades in (animations are on where people browse Storybook).
    await waitFor(() =>
      expect(
        dialog.getByText('1,234 events older than 29 Aug 2026 will be deleted. Continue?'),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.retentionConfirmLabel }));
    const saved = await within(document.body).findByText('Company settings saved');
    await waitFor(() => expect(saved).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${t.retention}`) })).toHaveTextContent(
      '90 days',
    );
  },
};

/** Cancel at the question: nothing is saved, the form keeps the choice. */
export const RetentionCancel: Story = {
  beforeEach({ msw }) {
    msw.use(preview(3));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await chooseRetention(canvas, '1 year');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: t.retentionConfirmTitle }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText(t.unsaved)).toBeVisible();
  },
};

/** While the events are counted, Save is busy. */
export const RetentionCounting: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/activity/retention-preview', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await chooseRetention(canvas, '6 months');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t.save })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The count fails: the form says why and saves nothing. */
export const RetentionCountError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/activity/retention-preview', () =>
        HttpResponse.json({ error: 'Internal error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await chooseRetention(canvas, '90 days');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText('Internal error')).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
