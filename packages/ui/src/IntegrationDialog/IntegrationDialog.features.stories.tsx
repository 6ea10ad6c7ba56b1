import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationDialog } from './IntegrationDialog';
import { exampleIntegrationLabels, exampleProviders } from './IntegrationDialog.fixtures';

const meta = {
  title: 'Components/IntegrationDialog/Features',
  component: IntegrationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    providers: exampleProviders,
    labels: exampleIntegrationLabels,
    onSubmit: fn(),
  },
} satisfies Meta<typeof IntegrationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Adding: the form sends the typed key once. */
export const Add: Story = {
  play: async ({ args }) => {
    const screen = body();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Transactional mail');
    await userEvent.type(screen.getByLabelText(/^API key/), 'sl-live-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'email',
      provider: 'SocketLabs',
      name: 'Transactional mail',
      sender: '',
      apiKey: 'sl-live-123',
    });
  },
};

/** Editing: a stored key shows as set; it is sent only after Replace and a new value. */
export const EditKeepsKey: Story = {
  args: {
    initial: { type: 'sms', provider: 'MessageBird', name: 'SMS gateway', sender: 'ACME', apiKeySet: true },
  },
  play: async ({ args }) => {
    const screen = body();
    await waitFor(() => expect(screen.getByText('set')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ apiKey: null, name: 'SMS gateway' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await userEvent.type(screen.getByLabelText(/^API key/), 'new-key');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ apiKey: 'new-key' }));
  },
};

/** A missing name is explained and nothing is sent. */
export const Validation: Story = {
  play: async ({ args }) => {
    const screen = body();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Name is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows in the dialog. */
export const WithError: Story = {
  args: { error: "'name' must match pattern (body)" },
  play: async () => {
    await waitFor(() => expect(body().getByText("'name' must match pattern (body)")).toBeVisible());
  },
};

/** While saving, the button waits. */
export const Submitting: Story = { args: { submitting: true } };
