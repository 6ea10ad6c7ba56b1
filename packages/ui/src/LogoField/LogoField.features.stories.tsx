import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoField, type LogoFieldProps } from './LogoField';
import { exampleLogoLabels, exampleLogoUrl, pngFile } from './LogoField.fixtures';

const meta = {
  title: 'Components/LogoField/Features',
  component: LogoField,
  args: {
    label: 'Company Logo',
    imageUrl: exampleLogoUrl,
    file: null,
    removed: false,
    labels: exampleLogoLabels,
    onFileChange: fn(),
    onRemove: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof LogoField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: LogoFieldProps) {
  const [file, setFile] = useState<File | null>(props.file);
  const [removed, setRemoved] = useState(props.removed);
  return (
    <LogoField
      {...props}
      file={file}
      removed={removed}
      onFileChange={(next) => {
        setFile(next);
        setRemoved(false);
        props.onFileChange(next);
      }}
      onRemove={() => {
        setFile(null);
        setRemoved(true);
        props.onRemove();
      }}
      onRestore={() => {
        setRemoved(false);
        props.onRestore();
      }}
    />
  );
}

/** Delete only marks the logo (the preview empties, a note says so); Undo takes it back. Keyboard only. */
export const DeleteAndUndo: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.getByText(exampleLogoLabels.removed)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  },
};

/** A chosen image is previewed before saving. */
export const PreviewBeforeSave: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pngFile());
    await expect(args.onFileChange).toHaveBeenCalled();
    await expect(canvas.getByText(exampleLogoLabels.pending)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  },
};

/** No logo yet: the preview says so and Delete is unavailable. */
export const Empty: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No logo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

/** A refused file is explained under the field. */
export const WithError: Story = {
  args: { error: 'Only PNG, JPEG and WebP images are accepted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only PNG, JPEG and WebP');
  },
};

/** While the form saves, the buttons wait. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change' })).toBeDisabled();
  },
};
