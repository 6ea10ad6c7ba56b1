import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { FileInput } from './FileInput';

/** Spreadsheet types, as a translation-sheet upload accepts them. */
const spreadsheetTypes = '.xlsx,.xls';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalMedium};
`;

/** Fires the drag events a browser sends when a file is dropped on `target`. */
function dropFile(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const sheet = () => new File(['name;de'], 'translations-event-42.xlsx', { type: '' });
const picture = () => new File(['png'], 'logo.png', { type: 'image/png' });

const meta = {
  title: 'Components/FileInput/Features',
  component: FileInput,
  args: { label: 'Translation sheet', accept: spreadsheetTypes, onFileChange: fn() },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dropping an accepted file shows its name with a remove button. */
export const DropAccepted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `${uiCopy.fileInput.chooseFile} Translation sheet` });
    dropFile(button, sheet());
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('translations-event-42.xlsx')).toBeVisible();
  },
};

/** Dropping a file of another type is rejected with a message listing the accepted types. */
export const DropRejected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFile(canvas.getByRole('button'), picture());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uiCopy.fileInput.wrongType);
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the button; the chosen file can be removed, returning focus to the button. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `${uiCopy.fileInput.chooseFile} Translation sheet` });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    dropFile(button, sheet());
    const remove = await canvas.findByRole('button', {
      name: `${uiCopy.fileInput.removeFile} translations-event-42.xlsx`,
    });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(button).toHaveFocus();
  },
};

/** A caller's validation message with a hint. */
export const WithError: Story = { args: { error: 'Choose a file to upload', hint: 'One sheet per event' } };

/** A disabled file input. */
export const Disabled: Story = { args: { disabled: true } };

/** A very long file name is cut with an ellipsis. */
export const WithLongFileName: Story = {
  args: {
    file: new File(
      ['x'],
      'translations-for-the-annual-customer-satisfaction-survey-wave-2026-final-reviewed.xlsx',
    ),
  },
};
