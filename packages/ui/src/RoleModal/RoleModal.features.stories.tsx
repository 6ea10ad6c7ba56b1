import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RoleModal, type RoleValues } from './RoleModal';
import { roleLabels } from './RoleModal.fixtures';

const validate = (values: RoleValues) => (values.role.trim() ? {} : { role: 'Role is required' });

const meta = {
  title: 'Components/RoleModal/Features',
  component: RoleModal,
  args: { open: true, onOpenChange: fn(), labels: roleLabels, onSubmit: fn(async () => undefined), validate },
} satisfies Meta<typeof RoleModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** Create: disabled until changed and valid; Enter submits the typed values; the dialog closes on success. */
export const Create: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const create = modal.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'Analyst');
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Reads reports');
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ role: 'Analyst', description: 'Reads reports' }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Edit: the role's values, the button says Update, and a cleared name is refused with the app's message. */
export const Edit: Story = {
  args: { role: { role: 'Editor', description: 'Edits surveys and default content.' } },
  play: async () => {
    const modal = within(await dialog());
    const update = modal.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    const name = modal.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Editor');
    await userEvent.clear(name);
    await waitFor(async () => expect(await modal.findByText('Role is required')).toBeVisible());
    await expect(update).toBeDisabled();
  },
};

/** The server refused: its text above the fields, the dialog stays open. */
export const Refused: Story = {
  args: {
    role: { role: 'Editor', description: '' },
    error: 'A role with this name already exists',
    onSubmit: fn(async () => {
      throw new Error('refused');
    }),
  },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent('A role with this name already exists');
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 's');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Escape closes without saving. */
export const Escape: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
  parameters: { visual: { disable: true, reason: 'the dialog is closing' } },
};
