import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { ClockIcon, PersonIcon, SearchIcon } from '../Icon';
import { LauncherCard } from './LauncherCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space300};
  margin: 0;
  padding: 0;
`;
const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.cardMinWidth};
`;

const meta = {
  title: 'Components/LauncherCard/Features',
  component: LauncherCard,
  args: { title: 'Survey Designer', text: 'Design questionnaires and preview them.', onClick: fn() },
} satisfies Meta<typeof LauncherCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home screen's three launchers in a grid, each named “Go” plus its title for screen readers. */
export const HomeScreen: Story = {
  render: () => (
    <Grid>
      <LauncherCard
        as="li"
        visual={<ClockIcon size="medium" />}
        title={'Projects'}
        text="Create and run projects across surveys and panels."
        href="#/panel-manager/projects"
      />
      <LauncherCard
        as="li"
        visual={<SearchIcon size="medium" />}
        title={'Survey Designer'}
        text="Design questionnaires and preview them on every device."
        href="#/survey-designer"
      />
      <LauncherCard
        as="li"
        visual={<PersonIcon size="medium" />}
        title={'Panels'}
        text="Manage respondent panels, members and their rewards."
        href="#/panel-manager/overview"
      />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `${uiCopy.common.go} ${'Panels'}` })).toHaveAttribute(
      'href',
      '#/panel-manager/overview',
    );
  },
};

/** Without a link “Go” is a button; Enter activates it. */
export const AsButton: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const go = within(canvasElement).getByRole('button', {
      name: `${uiCopy.common.go} ${'Survey Designer'}`,
    });
    await userEvent.tab();
    await expect(go).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A long description keeps the buttons of neighbouring cards aligned at the bottom. */
export const WithLongText: Story = {
  render: () => (
    <Grid>
      <LauncherCard as="li" title={'Projects'} text="Short text." href="#/a" />
      <LauncherCard
        as="li"
        title={'Panels'}
        text="Panel members have a personal dashboard with survey history, profile information and payment history, plus a support form that sends requests to the client's support address."
        href="#/b"
      />
    </Grid>
  ),
};

/** A module that cannot be opened says why in place of “Go”, and offers no link or button to follow. */
export const Unavailable: Story = {
  args: { unavailable: 'Not set up for this installation', href: '#/never-offered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not set up for this installation')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
