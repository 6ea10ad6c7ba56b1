import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploadSheetModal } from './UploadSheetModal';
import { exampleUploadSheetLabels } from './UploadSheetModal.fixtures';

const meta = {
  title: 'Components/UploadSheetModal',
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
  },
  argTypes: { labels: { control: 'object' } },
} satisfies Meta<typeof UploadSheetModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the steps and busy states. */
export const Playground: Story = {};

/** The first step: the instructions, Download Current, + Select File; Upload Translation waits for a file. */
export const Default: Story = {};
