import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    children: [
      <Breadcrumbs.Item key="home" href="/home">
        Home
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="settings" href="/settings">
        Settings
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="users" href="/settings/users">
        User Management
      </Breadcrumbs.Item>,
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A three-level trail built from args; the last level is the current page. */
export const Playground: Story = {};

/** A four-level trail: Home > Settings > User Management > Roles, the last one the current page. */
export const Default: Story = {
  render: () => (
    <Breadcrumbs>
      <Breadcrumbs.Item href="/home">Home</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/settings">Settings</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/settings/users">User Management</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/settings/users/roles">Roles</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: uiCopy.breadcrumbs.label })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};
