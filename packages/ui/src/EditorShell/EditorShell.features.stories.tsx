import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EditorShell } from './EditorShell';

const meta = {
  title: 'Components/EditorShell/Features',
  component: EditorShell,
  args: {
    title: 'Welcome email',
    tabs: [
      { value: 'design', label: 'Design', content: <p>The visual designer.</p>, keepMounted: true },
      { value: 'html', label: 'HTML', content: <p>The code editor.</p> },
    ],
    value: 'html',
    onValueChange: fn(),
    tabsLabel: 'Editor',
  },
} satisfies Meta<typeof EditorShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published item: a Live badge. */
export const Live: Story = {
  args: { status: { label: 'Live', tone: 'success' } },
};

/** A tab kept mounted stays in the page, hidden, while another shows (a heavy editor keeps its state). */
export const KeptMounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The code editor.')).toBeVisible();
    await expect(canvas.getByText('The visual designer.')).not.toBeVisible();
  },
};

/** A disabled tab with a notice saying why (HTML-only mode). */
export const WithNotice: Story = {
  args: {
    tabs: [
      { value: 'design', label: 'Design', content: null, disabled: true },
      { value: 'html', label: 'HTML', content: <p>The code editor.</p> },
    ],
    notice: <Alert variant="info">This template is kept in HTML-only mode.</Alert>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Design' })).toBeDisabled();
  },
};

/** A long name is cut with an ellipsis; the buttons wrap below on narrow screens. */
export const LongTitle: Story = {
  args: {
    title: 'Quarterly panel member satisfaction survey invitation with a very long name indeed, really',
    actions: (
      <>
        <Button>Send Preview Email</Button>
        <Button>Save as Draft</Button>
        <Button variant="primary">Publish</Button>
      </>
    ),
  },
};
