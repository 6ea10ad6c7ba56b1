import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SheetPreviewTable } from '../SheetPreviewTable';
import {
  exampleSheetCounts,
  exampleSheetPreviewLabels,
  exampleSheetRows,
} from '../SheetPreviewTable/SheetPreviewTable.fixtures';
import { UploadSheetModal, type UploadSheetModalProps } from './UploadSheetModal';
import { exampleSheetFile, exampleUploadSheetLabels } from './UploadSheetModal.fixtures';

const meta = {
  title: 'Components/UploadSheetModal/Features',
  component: UploadSheetModal,
  args: {
    id: 'upload-sheet',
    open: true,
    onOpenChange: fn(),
    labels: exampleUploadSheetLabels,
    accept: '.xlsx',
    file: null,
    onFileChange: fn(),
    onDownload: fn(),
    onUpload: fn(),
    onBack: fn(),
    onApply: fn(),
  },
} satisfies Meta<typeof UploadSheetModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogElement = () => within(document.body).findByRole('dialog');
const dialog = async () => within(await dialogElement());
const preview = (
  <SheetPreviewTable
    languages={exampleSheetCounts()}
    rows={exampleSheetRows()}
    mode="fill-empty"
    onModeChange={() => undefined}
    labels={exampleSheetPreviewLabels}
  />
);

/** The dialog with its file kept here, as a page keeps it. */
function Stateful(props: UploadSheetModalProps) {
  const [file, setFile] = useState<File | null>(props.file);
  return (
    <UploadSheetModal
      {...props}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        props.onFileChange(next);
      }}
    />
  );
}

/** Choose an .xlsx: its name shows and Upload Translation sends it; Download Current downloads. */
export const ChooseAndUpload: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args }) => {
    await expect(await dialogElement()).toHaveAttribute('id', 'upload-sheet');
    const modal = await dialog();
    const upload = modal.getByRole('button', { name: 'Upload Translation' });
    await expect(upload).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('#upload-sheet input[type="file"]');
    await expect(input).toHaveAttribute('accept', '.xlsx');
    await userEvent.upload(input as HTMLInputElement, exampleSheetFile('de-edited.xlsx'));
    await waitFor(async () => expect(await modal.findByText('de-edited.xlsx')).toBeVisible());
    await expect(upload).toBeEnabled();
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Download Current' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** A dropped file of another type is refused with a message and never reaches the caller. */
export const WrongFileType: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args }) => {
    const modal = await dialog();
    const zone = modal.getByText('or drag and drop it here').parentElement as HTMLElement;
    const data = new DataTransfer();
    data.items.add(new File(['a,b'], 'sheet.csv', { type: 'text/csv' }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('.xlsx');
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(modal.getByRole('button', { name: 'Upload Translation' })).toBeDisabled();
  },
};

/** Keyboard: focus starts inside, Tab stays inside (trapped), Escape closes. */
export const KeyboardAndEscape: Story = {
  play: async ({ args }) => {
    const box = await dialogElement();
    await waitFor(() => expect(box).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(box).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
  parameters: {
    visual: { disable: true, reason: 'focus moves through the dialog; the Default story is its shot' },
  },
};

/** Cancel and the × close the dialog. */
export const CancelAndClose: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
  parameters: { visual: { disable: true, reason: 'a behaviour story; the Default story is its shot' } },
};

/** A click on the backdrop closes it. */
export const BackdropCloses: Story = {
  play: async ({ args }) => {
    // The backdrop is the dialog's sibling in the portal.
    const overlay = (await dialogElement()).previousElementSibling as HTMLElement | null;
    await expect(overlay).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(overlay).toBeVisible());
    const target = overlay as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target, coords: { x: 5, y: 5 } });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
  parameters: { visual: { disable: true, reason: 'a behaviour story; the Default story is its shot' } },
};

/** Downloading: the button shows a spinner and is busy. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: /Download Current/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Uploading a chosen file: busy, the file cannot change, the backdrop does not close the dialog. */
export const Uploading: Story = {
  args: { uploading: true, file: exampleSheetFile() },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: /Upload Translation/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(modal.getByRole('button', { name: /Select File/ })).toBeDisabled();
    const overlay = (await dialogElement()).previousElementSibling as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: 5 } });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server refused the file: its message shows in the dialog. */
export const Refused: Story = {
  args: { file: exampleSheetFile('renamed.xlsx'), error: 'This file is not an .xlsx workbook.' },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('alert')).toHaveTextContent('This file is not an .xlsx workbook.');
  },
};

/** The second step: what the upload would change, Back, Cancel and Apply. */
export const Preview: Story = {
  args: { file: exampleSheetFile(), preview },
  play: async ({ args }) => {
    const modal = await dialog();
    await waitFor(() => expect(modal.getByRole('table', { name: 'Cells to apply' })).toBeVisible());
    await expect(modal.queryByRole('button', { name: 'Upload Translation' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Applying: busy, Back is disabled. */
export const Applying: Story = {
  args: { file: exampleSheetFile(), preview, applying: true },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: /Apply/ })).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** Nothing to apply (the sheet changes nothing). */
export const NothingToApply: Story = {
  args: {
    file: exampleSheetFile(),
    canApply: false,
    preview: (
      <SheetPreviewTable
        languages={[{ language: 'German (de)', new: 0, changed: 0, unchanged: 15, invalid: 0 }]}
        rows={[]}
        mode="fill-empty"
        onModeChange={() => undefined}
        labels={exampleSheetPreviewLabels}
      />
    ),
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(modal.getByText('This sheet changes nothing.')).toBeVisible());
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};
