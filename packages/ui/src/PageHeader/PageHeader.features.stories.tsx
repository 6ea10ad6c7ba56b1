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
  args: { title: 'Sign in', description: 'Use the email address your workspace invited.' },
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
    title: 'This link has expired, or it was used before and cannot be used a second time',
    description:
      'Links in our emails work once and for one day. Ask the person who sent it for a new one, or start again from the sign-in page.',
  },
};
