import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { FileInput } from './FileInput';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalMedium};
`;

/** Spreadsheet types, as a translation-sheet upload accepts them. */
const spreadsheetTypes = '.xlsx,.xls';

const meta = {
  title: 'Components/FileInput',
  component: FileInput,
  args: { label: 'Translation sheet', accept: spreadsheetTypes, onFileChange: fn() },
  argTypes: { file: { control: false } },
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

/** Try the label, accepted types, hint, error, button text and disabled. */
export const Playground: Story = {
  args: { hint: 'Download the current translations first', required: true },
};

/** An empty drop zone for a spreadsheet. */
export const Default: Story = {};
