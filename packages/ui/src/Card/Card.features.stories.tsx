import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { KebabHorizontalIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { StatusBadge } from '../StatusBadge';
import { Card } from './Card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space200};
  margin: 0;
  padding: 0;
`;
const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalSmall};
`;
const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space200};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.fgMuted};
  }
  dd {
    margin: 0;
  }
`;

const meta = {
  title: 'Components/Card/Features',
  component: Card,
  args: { title: 'Ada Lovelace' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user card: name, email, status badge, permission group and an actions button in the corner. */
export const WithActions: Story = {
  args: {
    description: 'ada@qone.example',
    actions: (
      <IconButton variant="invisible" icon={<KebabHorizontalIcon />} aria-label={uiCopy.common.actions} />
    ),
    children: (
      <Details>
        <dt>Status</dt>
        <dd>
          <StatusBadge tone="success" size="small">
            Verified
          </StatusBadge>
        </dd>
        <dt>Group</dt>
        <dd>Administration</dd>
      </Details>
    ),
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

/** A footer under a divider, e.g. a policy card's last update and its button. */
export const WithFooter: Story = {
  args: {
    title: 'Acceptable Use Policy',
    children: 'How the platform may be used by clients, panel operators and their members.',
    footer: (
      <>
        <span>Last Update 2026-03-01</span>
        <Button size="small">view</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

/** Cards as list items in a responsive grid. */
export const InAGrid: Story = {
  render: () => (
    <Grid>
      {['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Margaret Hamilton'].map((name) => (
        <Card
          key={name}
          as="li"
          title={name}
          description={`${name.split(' ')[0]?.toLowerCase()}@qone.example`}
        >
          <StatusBadge tone="attention" size="small">
            Invited
          </StatusBadge>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** As a section the card is a region named by its title. */
export const AsSection: Story = {
  args: { as: 'section', title: 'Privacy Center', children: 'Data Processing Agreement not signed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Privacy Center' })).toBeInTheDocument();
  },
};

/** The condensed padding for dense dashboards. */
export const Condensed: Story = {
  args: { padding: 'condensed', title: 'Languages', description: '3 enabled · Default: English' },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

/** A long title and an unbroken email wrap inside the card. */
export const WithLongLabel: Story = {
  args: {
    title: 'Security Systems API Management for every connected panel and project',
    description: 'a.very.long.address.without.spaces.for.billing@subdomain.qone-platform.example',
    actions: (
      <IconButton variant="invisible" icon={<KebabHorizontalIcon />} aria-label={uiCopy.common.actions} />
    ),
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};
