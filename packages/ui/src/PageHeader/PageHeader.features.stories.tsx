import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { PageHeader } from './PageHeader';

const Panel = styled.section`
  max-width: ${({ theme }) => theme.size.modalSmall};
  padding: ${({ theme }) => theme.space.space400} ${({ theme }) => theme.space.space300};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
`;

const meta = {
  title: 'Components/PageHeader/Features',
  component: PageHeader,
  args: { title: 'Change Password', description: 'Enter your current password, then choose a new one.' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a description: the title alone. */
export const TitleOnly: Story = { args: { description: undefined } };

/** Loose spacing, for a narrow centred panel such as a sign-in screen; the panel is named by the title. */
export const InPanel: Story = {
  args: { spacing: 'loose', titleId: 'panel-title' },
  render: (args) => (
    <Panel aria-labelledby="panel-title">
      <PageHeader {...args} />
    </Panel>
  ),
};

/** A long title and description wrap. */
export const LongText: Story = {
  args: {
    title: 'This invitation link has expired or was already used',
    description:
      'If you already created your account, log in with your password. Otherwise ask your administrator to send you a new invitation.',
  },
};
