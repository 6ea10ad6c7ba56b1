import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { type EditorDevice, EditorShell, type EditorShellProps } from './EditorShell';

const tabs = [
  { value: 'design', label: 'Design', content: <p>The visual designer.</p> },
  { value: 'html', label: 'HTML', content: <p>The code editor.</p> },
  { value: 'preview', label: 'Preview', content: <p>The preview frame.</p> },
];

const meta = {
  title: 'Components/EditorShell',
  component: EditorShell,
  args: {
    title: 'Welcome email',
    status: { label: 'Draft', tone: 'neutral' },
    description: 'Email template',
    tabs,
    value: 'design',
    onValueChange: fn(),
    tabsLabel: 'Editor',
    actions: (
      <>
        <Button>Save as Draft</Button>
        <Button variant="primary">Publish</Button>
      </>
    ),
  },
} satisfies Meta<typeof EditorShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shell driven by args. */
export const Playground: Story = {};

function Stateful(props: EditorShellProps) {
  const [tab, setTab] = useState(props.value);
  const [device, setDevice] = useState<EditorDevice>('desktop');
  return (
    <EditorShell
      {...props}
      value={tab}
      onValueChange={setTab}
      devices={
        tab === 'preview'
          ? {
              label: 'Device',
              value: device,
              onChange: setDevice,
              options: [
                { value: 'desktop', label: 'Desktop' },
                { value: 'tablet', label: 'Tablet' },
                { value: 'mobile', label: 'Mobile' },
              ],
            }
          : undefined
      }
      description={`${props.description} · ${device}`}
    />
  );
}

/** Tabs switch the content; the device switch appears with the preview and moves with the arrow keys. */
export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome email' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Device' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The preview frame.');
    const desktop = canvas.getByRole('radio', { name: 'Desktop' });
    await expect(desktop).toHaveAttribute('aria-checked', 'true');
    desktop.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Tablet' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Email template · tablet')).toBeVisible();
  },
};
