import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { color, radius, shadow, space } from './tokens';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space200};
`;
const Swatch = styled.figure<{ $value: string }>`
  margin: 0;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    height: ${({ theme }) => theme.space.space600};
    background: ${({ $value }) => $value};
  }
  figcaption {
    padding: ${({ theme }) => theme.space.space100};
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
  }
  code { font-family: ${({ theme }) => theme.font.familyMono}; color: ${({ theme }) => theme.color.fgMuted}; }
`;
const Bar = styled.div<{ $value: string }>`
  height: ${({ theme }) => theme.space.space200};
  width: ${({ $value }) => $value};
  background: ${({ theme }) => theme.color.accentEmphasis};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 3fr 1fr;
  gap: ${({ theme }) => theme.space.space200};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.space100};
  code { font-family: ${({ theme }) => theme.font.familyMono}; }
`;
const Box = styled.div<{ $radius: string; $shadow: string }>`
  width: ${({ theme }) => theme.space.space800};
  height: ${({ theme }) => theme.space.space800};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ $radius }) => $radius};
  box-shadow: ${({ $shadow }) => $shadow};
`;

/** The design tokens every component is styled with (internal reference for designers). */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token with its name and value. */
export const Colors: Story = {
  render: () => (
    <Grid>
      {Object.entries(color).map(([name, value]) => (
        <Swatch key={name} $value={value}>
          <figcaption>
            {name}
            <br />
            <code>{value}</code>
          </figcaption>
        </Swatch>
      ))}
    </Grid>
  ),
};

/** The spacing scale on a 4px grid. */
export const Spacing: Story = {
  render: () => (
    <div>
      {Object.entries(space).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <Bar $value={value} />
          <span>{value}</span>
        </Row>
      ))}
    </div>
  ),
};

/** Corner radii and elevation shadows. */
export const RadiiAndShadows: Story = {
  render: () => (
    <div>
      {Object.entries(radius).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <Box $radius={value} $shadow="none" />
        </Row>
      ))}
      {Object.entries(shadow).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <Box $radius={radius.radiusMedium} $shadow={value} />
        </Row>
      ))}
    </div>
  ),
};
