import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccessTree } from './AccessTree';
import { exampleAccess, StatefulAccessTree } from './AccessTree.fixtures';

const meta = {
  title: 'Components/AccessTree/Features',
  component: AccessTree,
  args: { 'aria-label': 'Access of Project managers', nodes: exampleAccess(), onToggle: fn() },
} satisfies Meta<typeof AccessTree>;
export default meta;
type Story = StoryObj<typeof meta>;

const focused = () => document.activeElement as HTMLElement;
/** The tree lays its rows out after the first paint: a play function starts once they are there. */
const rowsShown = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('treeitem');
const row = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('treeitem', { name: new RegExp(`^${name}`) });

/**
 * The whole keyboard model: Tab into the tree, Down/Up between rows, Right opens a row then moves into it, Left
 * goes back to the parent then closes it, End/Home, type-ahead, and Space switching the focused row.
 */
export const Keyboard: Story = {
  render: (args) => <StatefulAccessTree aria-label={args['aria-label']} onToggle={args.onToggle} />,
  play: async ({ canvasElement, args }) => {
    await rowsShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(focused()).toHaveAccessibleName('Projects'));
    await expect(row(canvas, 'Projects')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row(canvas, 'Projects')).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focused()).toHaveAccessibleName('General settings'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focused()).toHaveAccessibleName('Research Defender'));
    await expect(row(canvas, 'Projects')).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(row(canvas, 'Research Defender')).toHaveAttribute('aria-checked', 'true'));
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'projects-defender' }),
      true,
    );
    await expect(row(canvas, 'Projects')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focused()).toHaveAccessibleName('Projects'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row(canvas, 'Projects')).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focused()).toHaveAccessibleName(/^Settings/));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focused()).toHaveAccessibleName('Projects'));
    await userEvent.keyboard('sc');
    await waitFor(() => expect(focused()).toHaveAccessibleName('Scheduler'));
  },
};

/**
 * Focus moved to a row from outside the tree's own keys (a screen reader's cursor, `element.focus()`): Space and
 * Enter switch that row, not the row the tree last focused itself.
 */
export const FocusFromOutside: Story = {
  render: (args) => <StatefulAccessTree aria-label={args['aria-label']} onToggle={args.onToggle} />,
  play: async ({ canvasElement, args }) => {
    await rowsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(row(canvas, 'Surveys')).toHaveAttribute('aria-checked', 'true');
    row(canvas, 'Surveys').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(row(canvas, 'Surveys')).toHaveAttribute('aria-checked', 'false'));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'surveys' }), false);
    await expect(row(canvas, 'Projects')).toHaveAttribute('aria-checked', 'mixed');
    row(canvas, 'Settings').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(row(canvas, 'Settings')).toHaveAttribute('aria-checked', 'true'));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'settings' }), true);
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/** A row switched off hides the rows under it; switched on again, they are back as they were. */
export const HiddenUnderOff: Story = {
  render: (args) => (
    <StatefulAccessTree
      aria-label={args['aria-label']}
      onToggle={args.onToggle}
      defaultExpanded={['surveys']}
    />
  ),
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(row(canvas, 'Survey Designer')).toBeVisible();
    await userEvent.click(canvas.getByText('Surveys'));
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: 'Survey Designer' })).toBeNull());
    await expect(row(canvas, 'Surveys')).toHaveAttribute('aria-checked', 'false');
    await expect(row(canvas, 'Surveys')).not.toHaveAttribute('aria-expanded');
    await userEvent.click(canvas.getByText('Surveys'));
    await waitFor(() => expect(row(canvas, 'Surveys')).toHaveAttribute('aria-checked', 'true'));
    await expect(row(canvas, 'Settings')).toHaveAttribute('aria-checked', 'false');
  },
};

/** Rows being saved show a spinner and are marked busy. */
export const Saving: Story = {
  args: { pending: ['projects'], savingLabel: 'Saving' },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement);
    await expect(row(within(canvasElement), 'Projects')).toHaveAttribute('aria-busy', 'true');
  },
  parameters: { visual: { disable: true, reason: 'the spinner is animated' } },
};

/** A row the user may not change: dimmed, announced as disabled, and Space does nothing. */
export const Disabled: Story = {
  args: {
    nodes: exampleAccess().map((node) =>
      node.id === 'settings'
        ? { ...node, disabled: true, description: 'Only people with this access can give it.' }
        : node,
    ),
  },
  play: async ({ canvasElement, args }) => {
    await rowsShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Settings', { exact: true }));
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(row(canvas, 'Settings')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Fifty panels, every one open: 250 rows. */
export const ManyPanels: Story = {
  args: {
    nodes: exampleAccess(50).map((node) =>
      node.id === 'panels'
        ? { ...node, children: node.children?.map((child) => ({ ...child, checked: true })) }
        : node,
    ),
    defaultExpanded: ['panels', ...Array.from({ length: 50 }, (_, n) => `panel-${n}`)],
  },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('treeitem').length).toBeGreaterThan(250);
  },
  parameters: { visual: { disable: true, reason: 'a very tall page; Default shows the rows' } },
};

/** Long names and descriptions wrap. */
export const LongText: Story = {
  args: {
    nodes: [
      {
        id: 'long',
        label:
          'Research Defender fraud checks for every project of the consumer panels in Germany and Austria',
        description:
          'Members of this group may switch fraud checks on and off for each project, including the ones of other teams.',
        checked: true,
      },
    ],
  },
};

/** No rows (the app offers none for this group). */
export const Empty: Story = { args: { nodes: [] } };
