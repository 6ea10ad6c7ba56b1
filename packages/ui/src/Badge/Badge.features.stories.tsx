import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Badge } from './Badge';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  & + & {
    margin-top: ${({ theme }) => theme.space.space200};
  }
`;

const variants = ['neutral', 'accent', 'success', 'attention', 'danger'] as const;

const meta = {
  title: 'Components/Badge/Features',
  component: Badge,
  args: { children: 'Badge' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role, with and without a dot. */
export const Variants: Story = {
  render: () => (
    <>
      <Row>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </Row>
      <Row>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant} dot>
            {variant}
          </Badge>
        ))}
      </Row>
    </>
  ),
};

/** The small size for dense rows next to the medium size. */
export const Sizes: Story = {
  render: () => (
    <Row>
      <Badge size="small" variant="accent">
        small
      </Badge>
      <Badge size="medium" variant="accent">
        medium
      </Badge>
    </Row>
  ),
};

/** A longer text stays on one line. */
export const WithLongLabel: Story = {
  args: { children: 'Data Processing Agreement not signed', variant: 'attention' },
};
