import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { GearIcon } from '../Icon';
import { LauncherCard } from './LauncherCard';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.cardMinWidth};
`;

const meta = {
  title: 'Components/LauncherCard',
  component: LauncherCard,
  args: {
    title: 'Projects',
    text: 'Create and run projects across surveys and panels.',
    href: '#/panel-manager/projects',
    onClick: fn(),
  },
  argTypes: { visual: { control: false } },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof LauncherCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, text, link and button label. */
export const Playground: Story = { args: { visual: <GearIcon size="medium" /> } };

/** The Projects launcher linking to /panel-manager/projects. */
export const Default: Story = {};
