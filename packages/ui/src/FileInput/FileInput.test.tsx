import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { FileInput, isAcceptedFile } from './FileInput';

function drop(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

describe('isAcceptedFile', () => {
  it('matches extensions, MIME types and wildcards case-insensitively', () => {
    expect(isAcceptedFile({ name: 'A.XLSX', type: '' }, '.xlsx,.xls')).toBe(true);
    expect(isAcceptedFile({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(isAcceptedFile({ name: 'a.csv', type: 'text/csv' }, 'text/csv')).toBe(true);
    expect(isAcceptedFile({ name: 'a.png', type: 'image/png' }, '.xlsx')).toBe(false);
    expect(isAcceptedFile({ name: 'a.png', type: 'image/png' }, undefined)).toBe(true);
  });
});

describe('<FileInput />', () => {
  describe('label', () => {
    it('names the group and the choose button', async () => {
      const screen = await renderWithTheme(<FileInput label="Sheet" />);
      await expect.element(screen.getByRole('group', { name: 'Sheet' })).toBeInTheDocument();
      await expect
        .element(screen.getByRole('button', { name: `${uiCopy.fileInput.chooseFile} Sheet` }))
        .toBeInTheDocument();
    });
  });

  describe('onFileChange', () => {
    it('receives a file chosen in the picker and shows its name', async () => {
      const onFileChange = vi.fn();
      const screen = await renderWithTheme(
        <FileInput label="Sheet" accept=".xlsx" onFileChange={onFileChange} />,
      );
      const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, new File(['x'], 'sheet.xlsx'));
      await expect.element(screen.getByText('sheet.xlsx')).toBeVisible();
      expect(onFileChange.mock.calls[0]?.[0]).toBeInstanceOf(File);
    });

    it('receives a dropped file', async () => {
      const onFileChange = vi.fn();
      const screen = await renderWithTheme(
        <FileInput label="Sheet" accept=".xlsx" onFileChange={onFileChange} />,
      );
      drop(screen.getByRole('button').element(), new File(['x'], 'sheet.xlsx'));
      await expect.element(screen.getByText('sheet.xlsx')).toBeVisible();
      expect(onFileChange).toHaveBeenCalledTimes(1);
    });

    it('receives null when the file is removed', async () => {
      const onFileChange = vi.fn();
      const screen = await renderWithTheme(<FileInput label="Sheet" onFileChange={onFileChange} />);
      drop(screen.getByRole('button').element(), new File(['x'], 'sheet.xlsx'));
      await screen.getByRole('button', { name: `${uiCopy.fileInput.removeFile} sheet.xlsx` }).click();
      expect(onFileChange).toHaveBeenLastCalledWith(null);
      await expect.element(screen.getByText('sheet.xlsx')).not.toBeInTheDocument();
    });
  });

  describe('accept', () => {
    it('rejects a dropped file of another type with a message', async () => {
      const onFileChange = vi.fn();
      const screen = await renderWithTheme(
        <FileInput label="Sheet" accept=".xlsx,.xls" onFileChange={onFileChange} />,
      );
      drop(screen.getByRole('button').element(), new File(['x'], 'logo.png', { type: 'image/png' }));
      await expect
        .element(screen.getByRole('alert'))
        .toHaveTextContent(`${uiCopy.fileInput.wrongType} .xlsx, .xls`);
      expect(onFileChange).not.toHaveBeenCalled();
      await expect
        .element(screen.getByRole('button', { name: `${uiCopy.fileInput.chooseFile} Sheet` }))
        .toHaveAccessibleDescription(expect.stringContaining(uiCopy.fileInput.wrongType));
    });
  });

  describe('error', () => {
    it('describes the button', async () => {
      const screen = await renderWithTheme(<FileInput label="Sheet" error="Required" />);
      await expect.element(screen.getByRole('button')).toHaveAccessibleDescription('Required');
    });
  });

  describe('disabled', () => {
    it('disables the button and ignores drops', async () => {
      const onFileChange = vi.fn();
      const screen = await renderWithTheme(<FileInput label="Sheet" disabled onFileChange={onFileChange} />);
      await expect.element(screen.getByRole('button')).toBeDisabled();
      drop(screen.getByRole('group').element(), new File(['x'], 'sheet.xlsx'));
      expect(onFileChange).not.toHaveBeenCalled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <FileInput label="Sheet" accept=".xlsx" hint="One sheet" required file={new File(['x'], 'a.xlsx')} />,
    );
    await expectNoAxeViolations();
  });
});
