import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { KebabHorizontalIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { StatusBadge } from '../StatusBadge';
import { Card } from './Card';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Company Settings',
    description: 'Organization, plan and invoice details',
    children: 'Invoices are sent to billing@qone.example every month.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    padding: { control: 'inline-radio', options: ['normal', 'condensed'] },
    actions: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, description, element, heading level and padding, with actions and a footer. */
export const Playground: Story = {
  args: {
    actions: (
      <IconButton variant="invisible" icon={<KebabHorizontalIcon />} aria-label={uiCopy.common.actions} />
    ),
    footer: (
      <>
        <StatusBadge tone="success" size="small">
          Live
        </StatusBadge>
        <Button size="small">Edit</Button>
      </>
    ),
  },
};

/** A card with a title, description and body text. */
export const Default: Story = {};
