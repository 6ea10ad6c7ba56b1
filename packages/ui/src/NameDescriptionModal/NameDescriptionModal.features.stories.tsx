import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NameDescriptionModal } from './NameDescriptionModal';
import { groupLabels, validateGroup } from './NameDescriptionModal.fixtures';

const meta = {
  title: 'Components/NameDescriptionModal/Features',
  component: NameDescriptionModal,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: groupLabels,
    descriptionRequired: true,
    validate: validateGroup,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof NameDescriptionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** The rules' messages under each field once visited; Save only when both are right. */
export const Validation: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const save = modal.getByRole('button', { name: 'Save' });
    const name = modal.getByRole('textbox', { name: /Name/ });
    const description = modal.getByRole('textbox', { name: /Description/ });
    await userEvent.click(name);
    await userEvent.click(description);
    await waitFor(async () => expect(await modal.findByText('Name is required')).toBeVisible());
    await userEvent.type(description, 'Too few');
    await waitFor(async () => expect(await modal.findByText('Too short')).toBeVisible());
    await expect(save).toBeDisabled();
    await userEvent.type(name, 'Analysts');
    await userEvent.type(description, ' words for the rules here');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Analysts',
        description: 'Too few words for the rules here',
      }),
    );
  },
};

/** Editing: the group's values; Save stays disabled until something changes. */
export const Edit: Story = {
  args: {
    labels: { ...groupLabels, title: 'Edit permission group' },
    record: { name: 'Viewers', description: 'Signed-in users without any access flag.' },
  },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), ' (read only)');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A refused save (e.g. the name is taken): the server's text, the dialog stays. */
export const Refused: Story = {
  args: {
    record: { name: 'Viewers', description: 'Signed-in users without any access flag.' },
    error: 'A permission group with this name already exists',
  },
};

/** A long description scrolls inside its field. */
export const LongText: Story = {
  args: {
    record: {
      name: 'Regional project managers for the German-speaking consumer panels and their subcontractors',
      description: 'Runs projects, surveys and panels. '.repeat(30),
    },
  },
};
