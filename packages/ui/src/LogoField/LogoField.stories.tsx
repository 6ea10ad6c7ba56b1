import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LogoField } from './LogoField';
import { exampleLogoLabels, exampleLogoUrl } from './LogoField.fixtures';

const meta = {
  title: 'Components/LogoField',
  component: LogoField,
  args: {
    label: 'Company Logo',
    imageUrl: exampleLogoUrl,
    file: null,
    removed: false,
    labels: exampleLogoLabels,
    hint: 'PNG, JPEG or WebP, at most 2 MB.',
    onFileChange: fn(),
    onRemove: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof LogoField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the states with the controls. */
export const Playground: Story = {};

/** The saved logo with Change and Delete. */
export const Default: Story = {};
