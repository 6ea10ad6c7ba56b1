import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { ChevronDownIcon, GearIcon, PersonIcon } from '../Icon';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'Components/DropdownMenu/Features',
  component: DropdownMenu,
  parameters: { layout: 'centered' },
  args: { defaultOpen: true },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (
  <DropdownMenu.Trigger>
    <Button trailingVisual={<ChevronDownIcon />}>{uiCopy.common.actions}</Button>
  </DropdownMenu.Trigger>
);

/** Labelled groups separated by lines, under a header naming whose menu it is (the profile menu's shape). */
export const WithGroups: Story = {
  args: {
    children: (
      <>
        {trigger}
        <DropdownMenu.Content>
          <DropdownMenu.Header>Ada Lovelace</DropdownMenu.Header>
          <DropdownMenu.Item leadingVisual={<PersonIcon />}>Personal settings</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Group label={'Pages'}>
            <DropdownMenu.Item>Event Management</DropdownMenu.Item>
            <DropdownMenu.Item>Survey Designer</DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator />
          <DropdownMenu.Group label={'Help'}>
            <DropdownMenu.Item>Tutorials</DropdownMenu.Item>
            <DropdownMenu.Item>FAQ</DropdownMenu.Item>
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </>
    ),
  },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('group', { name: 'Pages' })).toBeInTheDocument();
  },
};

/** A destructive item in the danger colour, kept last and apart. */
export const WithDangerItem: Story = {
  args: {
    children: (
      <>
        {trigger}
        <DropdownMenu.Content>
          <DropdownMenu.Item>Permission Group</DropdownMenu.Item>
          <DropdownMenu.Item>Reset User Password</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item variant="danger">Delete User</DropdownMenu.Item>
        </DropdownMenu.Content>
      </>
    ),
  },
};

/** Navigation items are real links; the current page is marked. */
export const WithLinks: Story = {
  args: {
    children: (
      <>
        {trigger}
        <DropdownMenu.Content>
          <DropdownMenu.LinkItem href="/home" current>
            Home
          </DropdownMenu.LinkItem>
          <DropdownMenu.LinkItem href="/panel-manager/projects">Projects</DropdownMenu.LinkItem>
          <DropdownMenu.LinkItem href="/settings" leadingVisual={<GearIcon />}>
            Settings
          </DropdownMenu.LinkItem>
        </DropdownMenu.Content>
      </>
    ),
  },
  play: async () => {
    const body = within(document.body);
    const home = await body.findByRole('menuitem', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/home');
    await expect(home).toHaveAttribute('aria-current', 'page');
  },
};

/** A disabled item stays visible but cannot be chosen. */
export const WithDisabledItem: Story = {
  args: {
    children: (
      <>
        {trigger}
        <DropdownMenu.Content>
          <DropdownMenu.Item>Edit</DropdownMenu.Item>
          <DropdownMenu.Item disabled>Preview</DropdownMenu.Item>
          <DropdownMenu.Item>{uiCopy.common.delete}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </>
    ),
  },
};

/** A long menu capped at the profile menu's 369px token scrolls inside. */
export const WithMaxHeight: Story = {
  args: {
    children: (
      <>
        {trigger}
        <DropdownMenu.Content maxHeight="menuMaxHeight">
          {[
            'English',
            'German',
            'French',
            'Spanish',
            'Italian',
            'Dutch',
            'Polish',
            'Swedish',
            'Danish',
            'Finnish',
          ].map((language) => (
            <DropdownMenu.Item key={language}>{language}</DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </>
    ),
  },
};
