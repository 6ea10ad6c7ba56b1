import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs/Features',
  component: Breadcrumbs,
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A two-level trail (Settings > Languages) whose current page is plain text. */
export const CurrentAsText: Story = {
  args: {
    children: [
      <Breadcrumbs.Item key="settings" href="/settings">
        Settings
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="languages">Languages</Breadcrumbs.Item>,
    ],
  },
};

/** A single level: the current page alone. */
export const SingleItem: Story = {
  args: {
    children: <Breadcrumbs.Item href="/home">Home</Breadcrumbs.Item>,
  },
};

/** A long trail in a narrow column wraps onto a second line instead of overflowing. */
export const WithLongTrail: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    children: [
      <Breadcrumbs.Item key="home" href="/home">
        Home
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="settings" href="/settings">
        Settings
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="legal" href="/settings/legal">
        Legal & Security
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="policy" href="/settings/legal/security-policy">
        Information Security Policy
      </Breadcrumbs.Item>,
    ],
  },
};
