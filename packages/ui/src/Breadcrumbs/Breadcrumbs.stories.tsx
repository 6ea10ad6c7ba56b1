import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { en } from '../copy';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    children: [
      <Breadcrumbs.Item key="home" href="/home">
        {en.defaultsLayout.home}
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="settings" href="/company-settings/overview">
        {en.accountLayout.settings}
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="users" href="/company-settings/user-management-dashboard">
        {en.defaultsLayout.userManagement}
      </Breadcrumbs.Item>,
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A three-level trail built from args; the last level is the current page. */
export const Playground: Story = {};

/** The user-management trail of the specification: Home > Settings > User Management > Roles. */
export const Default: Story = {
  render: () => (
    <Breadcrumbs>
      <Breadcrumbs.Item href="/home">{en.defaultsLayout.home}</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/company-settings/overview">{en.accountLayout.settings}</Breadcrumbs.Item>
      <Breadcrumbs.Item href="/company-settings/user-management-dashboard">
        {en.defaultsLayout.userManagement}
      </Breadcrumbs.Item>
      <Breadcrumbs.Item href="/company-settings/user-management-dashboard/roles">Roles</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: en.breadcrumbs.label })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en.defaultsLayout.home })).toHaveFocus();
  },
};
