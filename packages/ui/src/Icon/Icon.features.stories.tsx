import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import * as Icons from './Icon';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space100};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Cell = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space100};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const meta = {
  title: 'Components/Icon/Features',
  component: Icons.CheckIcon,
} satisfies Meta<typeof Icons.CheckIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

const all = Object.entries(Icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  Icons.IconComponent,
][];

/** Every icon of the kit with its export name, at the small size. */
export const Gallery: Story = {
  render: () => (
    <Grid>
      {all.map(([name, Icon]) => (
        <Cell key={name}>
          <Icon />
          {name}
        </Cell>
      ))}
    </Grid>
  ),
};

/** Every icon at the medium size. */
export const Medium: Story = {
  render: () => (
    <Grid>
      {all.map(([name, Icon]) => (
        <Cell key={name}>
          <Icon size="medium" />
          {name}
        </Cell>
      ))}
    </Grid>
  ),
};

/** An icon with an accessible name is exposed as an image. */
export const Labelled: Story = { args: { 'aria-label': 'Done', size: 'medium' } };
