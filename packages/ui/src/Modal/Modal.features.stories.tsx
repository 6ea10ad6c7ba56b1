import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { TextField } from '../TextField';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Components/Modal/Features',
  component: Modal,
  args: { defaultOpen: true, title: 'Permission Group' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const policySections = Array.from(
  { length: 30 },
  (_, index) =>
    `Section ${index + 1}. Clients act as data controllers; deleted member data is fully removed after 12 months.`,
);

const footer = (
  <>
    <Modal.Close>
      <Button>{uiCopy.common.close}</Button>
    </Modal.Close>
    <Button variant="primary">Save</Button>
  </>
);

/** The small size (400px) for a single choice. */
export const Small: Story = {
  args: { size: 'small', footer, children: 'Choose the group this user belongs to.' },
};

/** The medium size (560px), the default. */
export const Medium: Story = {
  args: { size: 'medium', footer, children: 'Choose the group this user belongs to.' },
};

/** The extra-large size (960px) for editors and tables. */
export const XLarge: Story = {
  args: {
    size: 'xlarge',
    title: 'Default languages',
    footer,
    children: 'Enable the languages your panels use.',
  },
};

/** The large size (750px) for wider forms, such as inviting a user. */
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Create New',
    footer,
    children: <TextField label="Name" name="name" />,
  },
};

/** A description under the title, read by screen readers as the dialog's description. */
export const WithDescription: Story = {
  args: {
    title: 'Upload Translation Sheet',
    id: 'upload-language-modal',
    description:
      'Download the current translations for this event in .xlxs format. Then translate the .xlxs file, select it from your computer and upload it.',
    footer: (
      <>
        <Modal.Close>
          <Button>{uiCopy.common.cancel}</Button>
        </Modal.Close>
        <Button variant="primary">Upload Translation</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Upload Translation Sheet' });
    await expect(dialog).toHaveAttribute('id', 'upload-language-modal');
    await expect(dialog).toHaveAccessibleDescription(/Download the current translations/);
  },
};

/** Long content scrolls inside the body while the title and footer stay in view; the body takes focus to scroll. */
export const WithScrollingBody: Story = {
  args: {
    title: 'Acceptable Use Policy',
    footer: (
      <Modal.Close>
        <Button>{uiCopy.common.close}</Button>
      </Modal.Close>
    ),
    children: policySections.map((section) => <p key={section}>{section}</p>),
  },
};

/** Without the × button: only the footer and Escape close it. */
export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true, footer, children: 'Choose the group this user belongs to.' },
};

/** Opened from somewhere other than a trigger (here a plain button): focus still returns there on close. */
export const ReturnsFocusWithoutTrigger: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    return <ControlledExample {...args} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: uiCopy.common.close }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function ControlledExample(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal {...args} open={open} onOpenChange={setOpen}>
        Choose the group this user belongs to.
      </Modal>
    </>
  );
}
