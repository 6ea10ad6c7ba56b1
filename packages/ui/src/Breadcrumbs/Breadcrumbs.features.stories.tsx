import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '../copy';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs/Features',
  component: Breadcrumbs,
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The languages trail of the specification (Settings > Languages) with a plain-text current page. */
export const CurrentAsText: Story = {
  args: {
    children: [
      <Breadcrumbs.Item key="settings" href="/company-settings/overview">
        {en.accountLayout.settings}
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="languages">{en.defaultsLayout.languages}</Breadcrumbs.Item>,
    ],
  },
};

/** A single level: the current page alone. */
export const SingleItem: Story = {
  args: {
    children: <Breadcrumbs.Item href="/home">{en.defaultsLayout.home}</Breadcrumbs.Item>,
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
        {en.defaultsLayout.home}
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="settings" href="/company-settings/overview">
        {en.accountLayout.settings}
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="legal" href="/company-settings/legal-and-security">
        {en.defaultsLayout.legalAndSecurity}
      </Breadcrumbs.Item>,
      <Breadcrumbs.Item key="policy" href="/legalsecurity/information-security-policy">
        Information Security Policy
      </Breadcrumbs.Item>,
    ],
  },
};
